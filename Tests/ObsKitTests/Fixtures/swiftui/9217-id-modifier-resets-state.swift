// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (changing the id resets the view's state)
// Apple: `id(_:)` binds a view's identity to a value; "when the proxy value specified by the id parameter
// changes, the identity of the view — for example, its state — is reset." The score card keeps its score in
// @State and is marked `.id(round)`: a new round makes a new card whose score starts again at 0. Taps
// within a round keep the same card.
import SwiftUI

struct ScoreCard: View {
    @State private var score = 0

    var body: some View {
        let _ = print("card score \(score)")
        Button("Score: \(score)") { score += 1 }
    }
}

struct Game: View {
    @State private var round = 1

    var body: some View {
        VStack {
            Text("Round \(round)")
            ScoreCard()
                .id(round)
            Button("Next round") { round += 1 }
        }
    }
}

:mount Game()
// expect: card score 0
:tap "Score: 0"
// expect: card score 1
:tap "Score: 1"
// expect: card score 2
:tap "Next round"
// expect: card score 0
:tap "Score: 0"
// expect: card score 1
