// objc.io Thinking in SwiftUI style: a ForEach row's @State belongs to its element's id, not its position, so it travels with the row when the data is reordered or a row is inserted above it (rules §1.2, §2.7)
import SwiftUI

struct Player: Identifiable {
    let id: Int
    let name: String
}

struct PlayerRow: View {
    let player: Player
    @State private var likes = 0

    var body: some View {
        let _ = print("row \(player.name): \(likes)")
        Button("\(player.name) likes \(likes)") { likes += 1 }
    }
}

struct Roster: View {
    @State private var players = [
        Player(id: 1, name: "Ann"),
        Player(id: 2, name: "Bob"),
        Player(id: 3, name: "Cy"),
    ]

    var body: some View {
        let _ = print("Roster body: \(players.map { $0.name }.joined(separator: " "))")
        VStack {
            ForEach(players) { player in
                PlayerRow(player: player)
            }
            Button("Reverse") { players.reverse() }
            Button("Add Zed") { players.insert(Player(id: 4, name: "Zed"), at: 0) }
        }
    }
}

:mount Roster()
// expect: Roster body: Ann Bob Cy
// expect: row Ann: 0
// expect: row Bob: 0
// expect: row Cy: 0
:tap "Bob likes 0"
// expect: row Bob: 1
:tap "Reverse"
// expect: Roster body: Cy Bob Ann
:tap "Bob likes 1"
// expect: row Bob: 2
:tap "Add Zed"
// expect: Roster body: Zed Cy Bob Ann
// expect: row Zed: 0
:tap "Ann likes 0"
// expect: row Ann: 1
