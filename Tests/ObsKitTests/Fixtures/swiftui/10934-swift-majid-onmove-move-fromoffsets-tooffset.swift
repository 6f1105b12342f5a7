// Blog style (Swift with Majid): .onMove with move(fromOffsets:toOffset:) reorders rows and a starred row keeps its @State because its id moves with it (rules §15.2, §1.2, §2.7)
import SwiftUI

struct Player: Identifiable, Equatable {
    let id: Int
    let name: String
}

struct PlayerRow: View {
    let player: Player
    @State private var starred = false

    var body: some View {
        let _ = print("PlayerRow \(player.name) starred=\(starred)")
        HStack {
            Text(player.name)
            Button(starred ? "Unstar \(player.name)" : "Star \(player.name)") {
                starred.toggle()
            }
        }
    }
}

struct RosterView: View {
    @State private var players = [
        Player(id: 1, name: "Ana"),
        Player(id: 2, name: "Ben"),
        Player(id: 3, name: "Cy"),
    ]

    var body: some View {
        let _ = print("RosterView body")
        List {
            ForEach(players) { player in
                PlayerRow(player: player)
            }
            .onMove { source, destination in
                print("onMove \(Array(source)) -> \(destination)")
                players.move(fromOffsets: source, toOffset: destination)
                print("order \(players.map(\.name).joined(separator: ","))")
            }
        }
    }
}
:mount RosterView()
// expect: RosterView body
// expect: PlayerRow Ana starred=false
// expect: PlayerRow Ben starred=false
// expect: PlayerRow Cy starred=false
:tap "Star Ana"
// expect: PlayerRow Ana starred=true
:move "Ana" to 2
// expect: onMove [0] -> 3
// expect: order Ben,Cy,Ana
// expect: RosterView body
:move "Cy" to 0
// expect: onMove [1] -> 0
// expect: order Cy,Ben,Ana
// expect: RosterView body
:tap "Unstar Ana"
// expect: PlayerRow Ana starred=false
