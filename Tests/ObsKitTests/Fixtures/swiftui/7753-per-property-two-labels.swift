// Observation in depth: per-property tracking ("Discover Observation in SwiftUI"), two labels on one scoreboard
// A body re-runs only when a property it read changes (rules §8, §8.3; Apple "migrating": "SwiftUI updates a view
// only when an observable property changes and the view's body reads the property"). The screen reads nothing of
// the model (its reads are in button actions, untracked, §8.3), so only the label that read the property runs, with
// `@dependencies` (§12.1); first runs per §12.2; an equal `=` notifies nobody (§8.1), so the second rename is silent.
import SwiftUI

@Observable
final class Scoreboard {
    var teamName = "Otters"
    var points = 0
}

struct TeamNameLabel: View {
    let board: Scoreboard

    var body: some View {
        let _ = Self._printChanges()
        Text(board.teamName)
            .font(.headline)
    }
}

struct PointsLabel: View {
    let board: Scoreboard

    var body: some View {
        let _ = Self._printChanges()
        Text("\(board.points) pts")
            .monospacedDigit()
    }
}

struct ScoreScreen: View {
    @State private var board = Scoreboard()

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 12) {
            TeamNameLabel(board: board)
            PointsLabel(board: board)
            HStack {
                Button("Rename") { board.teamName = "Herons" }
                Button("Score") { board.points += 3 }
            }
        }
        .padding()
    }
}

:mount ScoreScreen()
// expect: ScoreScreen: @self, @identity, _board changed.
// expect: TeamNameLabel: @self changed.
// expect: PointsLabel: @self changed.
:tap "Score"
// expect: PointsLabel: @dependencies changed.
:tap "Rename"
// expect: TeamNameLabel: @dependencies changed.
:tap "Rename"
