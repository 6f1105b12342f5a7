// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (explicit identity: when the value given to .id changes, the view's identity and its state are reset; while it stays the same, the parent's body running again keeps the state)
import SwiftUI

struct ScoreBoard: View {
    @State private var score = 0

    var body: some View {
        Button("Score \(score)") {
            score += 1
            print("score = \(score)")
        }
    }
}

struct TriviaGame: View {
    @State private var round = 1
    @State private var hints = 0

    var body: some View {
        VStack {
            Text("Round \(round), hints \(hints)")
            Button("Next round") { round += 1 }
            Button("Hint") { hints += 1 }
            ScoreBoard()
                .id(round)
        }
    }
}

:mount TriviaGame()
:tap "Score 0"
:tap "Score 1"
:tap "Hint"
:tap "Score 2"
:tap "Next round"
:tap "Score 0"
// expect: score = 1
// expect: score = 2
// expect: score = 3
// expect: score = 1
