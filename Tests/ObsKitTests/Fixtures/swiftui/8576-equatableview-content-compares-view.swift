// SwiftUI from Apple's documentation: EquatableView — https://developer.apple.com/documentation/swiftui/equatableview (EquatableView(content:) compares the view with its previous value and keeps its child from updating when the new value equals the old one)
import SwiftUI

struct ScoreCard: View, Equatable {
    let score: Int
    let tapCount: Int

    static func == (lhs: ScoreCard, rhs: ScoreCard) -> Bool {
        lhs.score == rhs.score
    }

    var body: some View {
        print("ScoreCard body, score \(score)")
        return Text("Score \(score)")
    }
}

struct Board: View {
    @State private var score = 0
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("Tap") { taps += 1 }
            Button("Score") { score += 1 }
            Text("Taps \(taps)")
            EquatableView(content: ScoreCard(score: score, tapCount: taps))
        }
    }
}

:mount Board()
:tap "Tap"
:tap "Tap"
:tap "Score"
// expect: ScoreCard body, score 0
// expect: ScoreCard body, score 1
