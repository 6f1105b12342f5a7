// SwiftUI from Apple's documentation: a child's onChange(of:) watches a @Binding the parent changes
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)): "You can
// use onChange to trigger a side effect as the result of a value changing, such as an Environment key or a Binding."
import SwiftUI

struct ScoreBoard: View {
    @Binding var score: Int
    var body: some View {
        Text("Score: \(score)")
            .onChange(of: score) { oldValue, newValue in
                print("scoreboard: \(oldValue) -> \(newValue)")
            }
    }
}

struct Game: View {
    @State private var score = 0
    var body: some View {
        VStack {
            ScoreBoard(score: $score)
            Button("Goal") { score += 1 }
            Button("Penalty") { score -= 2 }
        }
    }
}

:mount Game()
:tap "Goal"
:tap "Goal"
:tap "Penalty"
// expect: scoreboard: 0 -> 1
// expect: scoreboard: 1 -> 2
// expect: scoreboard: 2 -> 0
