// Issue 13 (A), a board-game scoreboard laid out with Grid and GridRow, one row per player from ForEach,
// with + buttons, and a leader line computed from the scores.
// Expected: the buttons in grid rows are found by their text (the Nth one with `:tap "+" N`); the leader is
// printed from the body each time it changes.
import SwiftUI

struct Player: Identifiable {
    let id: Int
    let name: String
    var score = 0
}

struct Scoreboard: View {
    @State private var players = [Player(id: 1, name: "Ana"), Player(id: 2, name: "Ben"), Player(id: 3, name: "Cy")]

    var leader: String {
        guard let top = players.max(by: { $0.score < $1.score }), top.score > 0 else { return "nobody" }
        return top.name
    }

    var body: some View {
        let _ = print("leader:", leader)
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                Text("Player").bold()
                Text("Score").bold()
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
            }
            Divider()
            ForEach($players) { $player in
                GridRow {
                    Text(player.name)
                    Text("\(player.score)")
                        .gridColumnAlignment(.trailing)
                    Button("+") { player.score += 1 }
                }
            }
        }
        .padding()
    }
}

:mount Scoreboard()
:tap "+" 2
:tap "+" 3
:tap "+" 3

// expect: leader: nobody
// expect: leader: Ben
// expect: leader: Ben
// expect: leader: Cy
