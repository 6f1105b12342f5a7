// Follows Apple's `onReceive(_:perform:)` page ("Adds an action to perform when this view detects data emitted by
// the given publisher") with a @Published property's publisher: a game keeps its best score from
// `board.$score`, filtered to scores above zero.
// - `$score` delivers the current value when subscribed, then each new value as it is set (Apple `published`;
//   rules §6.3); the filter drops the initial 0, so no action runs at first (when SwiftUI subscribes, and whether it
//   subscribes again after a body, Apple does not say: the view holding onReceive never runs again here, since its
//   body passes `$best` on without reading `best`, rules §3.5).
// - The action writes @State; the label reads the binding, so it re-runs alone (rules §9.3, §3.4). A score that is
//   not above the best writes nothing and runs no body.
// - The board is a plain `let`: the game does not observe it (rules §0.2).
import SwiftUI
import Combine

final class Scoreboard: ObservableObject {
    @Published var score = 0

    init() { print("Scoreboard init") }
}

struct BestLabel: View {
    @Binding var best: Int

    var body: some View {
        let _ = print("best: \(best)")
        Text("Best \(best)")
    }
}

struct GameView: View {
    let board: Scoreboard
    @State private var best = 0

    var body: some View {
        let _ = print("GameView body")
        VStack {
            BestLabel(best: $best)
            Button("Score") { board.score += 1 }
            Button("Miss") { board.score -= 1 }
        }
        .onReceive(board.$score.filter { $0 > 0 }) { score in
            print("received \(score)")
            if score > best { best = score }
        }
    }
}

:mount GameView(board: Scoreboard())
// expect: Scoreboard init
// expect: GameView body
// expect: best: 0
:tap "Score"
// expect: received 1
// expect: best: 1
:tap "Score"
// expect: received 2
// expect: best: 2
:tap "Miss"
// expect: received 1
:tap "Miss"
:tap "Score"
// expect: received 1
:tap "Score"
// expect: received 2
:tap "Score"
// expect: received 3
// expect: best: 3
