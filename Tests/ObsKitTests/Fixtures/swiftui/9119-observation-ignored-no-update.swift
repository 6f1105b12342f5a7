// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/observationignored() (an ignored property does not trigger updates)
// Apple: `ObservationIgnored` "disables observation tracking of a property". The body reads `debugTaps`, but it is
// ignored, so tapping "Debug" runs no body and the text goes stale; the next change to a tracked property
// (`score`) runs the body, which then shows the current `debugTaps`.
import SwiftUI
import Observation

@Observable final class Game {
    var score = 0
    @ObservationIgnored var debugTaps = 0
}

struct GameView: View {
    @State private var game = Game()

    var body: some View {
        let _ = print("body: score \(game.score), debug \(game.debugTaps)")
        VStack {
            Text("Score \(game.score)")
            Text("Debug taps \(game.debugTaps)")
            Button("Debug") {
                game.debugTaps += 1
                print("debugTaps = \(game.debugTaps)")
            }
            Button("Score") { game.score += 10 }
        }
    }
}

:mount GameView()
// expect: body: score 0, debug 0
:tap "Debug"
// expect: debugTaps = 1
:tap "Debug"
// expect: debugTaps = 2
:tap "Score"
// expect: body: score 10, debug 2
:tap "Debug"
// expect: debugTaps = 3
