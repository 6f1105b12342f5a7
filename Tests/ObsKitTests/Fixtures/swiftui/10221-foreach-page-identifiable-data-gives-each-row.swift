// Apple docs style: the ForEach page: Identifiable data gives each row an identity, so a row's @State follows its element when the order changes, and dies with it when the element goes (rules §1.2, §1.4, §2.3)
import SwiftUI

struct Player: Identifiable {
    let id: Int
    var name: String
}

struct PlayerRow: View {
    let player: Player
    @State private var cheers = 0

    var body: some View {
        let _ = print("PlayerRow body: \(player.name) \(cheers)")
        Button("\(player.name) cheers \(cheers)") { cheers += 1 }
            .onDisappear { print("\(player.name) row gone") }
    }
}

struct Roster: View {
    @State private var players = [Player(id: 1, name: "Ana"), Player(id: 2, name: "Ben")]

    var body: some View {
        VStack {
            ForEach(players) { player in
                PlayerRow(player: player)
            }
            Button("Reverse") { players.reverse() }
            Button("Drop first") { players.removeFirst() }
        }
    }
}

:mount Roster()
// expect: PlayerRow body: Ana 0
// expect: PlayerRow body: Ben 0
:tap "Ana cheers 0"
// expect: PlayerRow body: Ana 1
:tap "Reverse"
:tap "Ana cheers 1"
// expect: PlayerRow body: Ana 2
:tap "Drop first"
// expect: Ben row gone
:tap "Ana cheers 2"
// expect: PlayerRow body: Ana 3
