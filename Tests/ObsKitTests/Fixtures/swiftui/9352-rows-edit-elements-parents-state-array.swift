// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding (rows that edit elements of the parent's @State array through @Binding: the write goes to the parent's state, whose body and onChange see it)
// Binding: "Use a binding to create a two-way connection between a property that stores data, and a view that
// displays and changes the data. A binding connects a property to a source of truth stored elsewhere". ForEach($players)
// hands each row a binding to one element; a row's write replaces that element in the parent's array, so the
// parent's state changed: its body runs, and onChange(of:) sees the old and new scores.
// - Mount: the scoreboard, total 0.
// - Tap Ana's row: total 1; scores [0, 0] -> [1, 0].
// - Tap Ben's row: total 2; scores [1, 0] -> [1, 1].
import SwiftUI

struct Player: Identifiable {
    let id: Int
    var name: String
    var score = 0
}

struct ScoreRow: View {
    @Binding var player: Player

    var body: some View {
        Button("\(player.name): \(player.score)") { player.score += 1 }
    }
}

struct Scoreboard: View {
    @State private var players = [Player(id: 1, name: "Ana"), Player(id: 2, name: "Ben")]

    var body: some View {
        let _ = print("scoreboard total \(players.reduce(0) { $0 + $1.score })")
        VStack {
            ForEach($players) { $player in
                ScoreRow(player: $player)
            }
        }
        .onChange(of: players.map(\.score)) { oldScores, newScores in
            print("scores \(oldScores) -> \(newScores)")
        }
    }
}

:mount Scoreboard()
// expect: scoreboard total 0
:tap "Ana: 0"
// expect: scoreboard total 1
// expect: scores [0, 0] -> [1, 0]
:tap "Ben: 0"
// expect: scoreboard total 2
// expect: scores [1, 0] -> [1, 1]
