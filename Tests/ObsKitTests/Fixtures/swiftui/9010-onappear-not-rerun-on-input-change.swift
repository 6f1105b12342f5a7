// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onappear(perform:) (onAppear runs before the view appears; when only the parent's input to the badge changes, the badge is the same view already on screen, so the action doesn't run again)
import SwiftUI

struct ScoreBadge: View {
    let score: Int

    var body: some View {
        Text("Score \(score)")
            .onAppear { print("badge appeared with \(score)") }
    }
}

struct Scoreboard: View {
    @State private var score = 0

    var body: some View {
        VStack {
            ScoreBadge(score: score)
            Button("Add point") {
                score += 1
                print("score is \(score)")
            }
        }
    }
}

:mount Scoreboard()
:tap "Add point"
:tap "Add point"
// expect: badge appeared with 0
// expect: score is 1
// expect: score is 2
