// Style: debugging re-renders with `Self._printChanges()`. A sheet with its own @State score.
// SwiftUI: each presentation builds the content anew (rules §13.1, §2.6): a new node, whose first body prints
// `@self, @identity` and its dynamic properties (rules §12.2), with the @State set up from its initial value
// (rules §3.2). Dismissing destroys the node and its state (rules §1.4), so the second presentation starts at 0.
// Only `_score` changed for the taps inside (rules §12.1); the presenter never runs again (rules §3.5).
import SwiftUI

struct ScoreSheet: View {
    @State private var score = 0

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("score: \(score)")
        VStack {
            Text("Score: \(score)")
            Button("Add Point") { score += 1 }
        }
    }
}

struct GameView: View {
    @State private var showScore = false

    var body: some View {
        let _ = Self._printChanges()
        Button("Show Score") { showScore = true }
            .sheet(isPresented: $showScore) {
                ScoreSheet()
            }
    }
}

:mount GameView()
// expect: GameView: @self, @identity, _showScore changed.
:tap "Show Score"
// expect: ScoreSheet: @self, @identity, _score changed.
// expect: score: 0
:tap "Add Point"
// expect: ScoreSheet: _score changed.
// expect: score: 1
:tap "Add Point"
// expect: ScoreSheet: _score changed.
// expect: score: 2
:dismiss
:tap "Show Score"
// expect: ScoreSheet: @self, @identity, _score changed.
// expect: score: 0
