// objc.io "Thinking in SwiftUI" style: explicit identity in ForEach. State follows the id, not the position.
// Each ForEach row acts as if it carried `.id` of its element's id: a known id keeps its node even when the row
// moves (rules §1.2, Apple `foreach`). With `ForEach(players.indices, id: \.self)` the id is the position, so after
// `reverse()` the state stays at the position and now sits under another player. Actions read the live @State
// value after the write (rules §3.4).
import SwiftUI

struct Player: Identifiable {
    let id: Int
    let name: String
}

struct CheerRow: View {
    let prefix: String
    let player: Player
    @State private var cheers = 0

    var body: some View {
        Button("\(prefix) \(player.name) \(cheers)") {
            cheers += 1
            print("\(prefix) \(player.name) -> \(cheers)")
        }
    }
}

struct Leaderboard: View {
    @State private var players = [
        Player(id: 1, name: "Ada"),
        Player(id: 2, name: "Ben"),
        Player(id: 3, name: "Cy"),
    ]

    var body: some View {
        VStack {
            Button("Reverse") { players.reverse() }
            ForEach(players) { player in
                CheerRow(prefix: "by-id", player: player)
            }
            ForEach(players.indices, id: \.self) { index in
                CheerRow(prefix: "by-index", player: players[index])
            }
        }
    }
}

:mount Leaderboard()
:tap "by-id Ada 0"
// expect: by-id Ada -> 1
:tap "by-index Ada 0"
// expect: by-index Ada -> 1
:tap "Reverse"
:tap "by-id Ada 1"
// expect: by-id Ada -> 2
:tap "by-index Cy 1"
// expect: by-index Cy -> 2
:tap "by-index Ada 0"
// expect: by-index Ada -> 1
:tap "by-id Cy 0"
// expect: by-id Cy -> 1
