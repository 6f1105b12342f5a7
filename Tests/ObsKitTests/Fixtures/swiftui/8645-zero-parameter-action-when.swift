// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (the zero-parameter action: when the value changes the new version of the closure is called, so the values it captures are those from the time the observed value has its new value)
import SwiftUI

struct ScoreBoard: View {
    @State private var score = 0
    @State private var lastScorer = "nobody"

    var body: some View {
        VStack {
            Text("\(score) points, last by \(lastScorer)")
            Button("Alice scores") {
                lastScorer = "Alice"
                score += 1
            }
            Button("Bob scores") {
                lastScorer = "Bob"
                score += 1
            }
        }
        .onChange(of: score) {
            print("\(lastScorer) made it \(score)")
        }
    }
}

:mount ScoreBoard()
:tap "Alice scores"
:tap "Bob scores"
:tap "Bob scores"
// expect: Alice made it 1
// expect: Bob made it 2
// expect: Bob made it 3
