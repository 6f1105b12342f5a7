// Apple, "ObservationIgnored()" and "Migrating from the Observable Object protocol to the Observable macro"; rules §8.1, §8.3: ignored properties and reads in actions make no dependency
import SwiftUI

@Observable
final class PlayerModel {
    var score = 0
    @ObservationIgnored var tapsSinceSave = 0

    func scorePoint() {
        score += 1
        tapsSinceSave += 1
    }

    func countTapOnly() {
        tapsSinceSave += 1
    }
}

struct GameScreen: View {
    @State private var model = PlayerModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Score \(model.score), unsaved \(model.tapsSinceSave)")
            Button("Score") { model.scorePoint() }
            Button("Count only") { model.countTapOnly() }
            Button("Log") {
                print("log: score \(model.score), unsaved \(model.tapsSinceSave)")
            }
        }
    }
}

:mount GameScreen()
:tap "Score"
:tap "Count only"
:tap "Log"
:tap "Count only"
:tap "Score"

// expect: GameScreen: @self, @identity, _model changed.
// expect: GameScreen: @dependencies changed.
// expect: log: score 1, unsaved 2
// expect: GameScreen: @dependencies changed.
