// SwiftUI from Apple's documentation: an @State seeded from an init parameter keeps its first value when the parent re-inits the view
// Apple, State.init(wrappedValue:) (https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)): "SwiftUI initializes
// the state's storage only once for each container instance that you declare." State.init(initialValue:) "has the same behavior".
// ScoreCard's init runs again when Board re-renders and passes a new start value, but the state keeps the score it already had (11);
// the plain `let label` does change, so the body runs and shows both.
import SwiftUI

struct ScoreCard: View {
    let label: String
    @State private var score: Int

    init(label: String, start: Int) {
        self.label = label
        _score = State(initialValue: start)
        print("ScoreCard init \(label) start \(start)")
    }

    var body: some View {
        let _ = print("ScoreCard body \(label): \(score)")
        Button("Score \(score)") { score += 1 }
    }
}

struct Board: View {
    @State private var round = 1

    var body: some View {
        let _ = print("Board body round \(round)")
        VStack {
            Button("Next round") { round += 1 }
            ScoreCard(label: "Round \(round)", start: round * 10)
        }
    }
}

:mount Board()
// expect: Board body round 1
// expect: ScoreCard init Round 1 start 10
// expect: ScoreCard body Round 1: 10
:tap "Score 10"
// expect: ScoreCard body Round 1: 11
:tap "Next round"
// expect: Board body round 2
// expect: ScoreCard init Round 2 start 20
// expect: ScoreCard body Round 2: 11
