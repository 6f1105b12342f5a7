// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (a new id value gives the card a new identity, so it is a new view that appears again and its onAppear action runs again; changing state the card doesn't use as its id doesn't make it appear again, see https://developer.apple.com/documentation/swiftui/view/onappear(perform:))
import SwiftUI

struct QuizCard: View {
    let question: String

    var body: some View {
        Text(question)
            .onAppear { print("card appeared: \(question)") }
    }
}

struct QuizScreen: View {
    private let questions = ["2 + 2?", "3 x 3?", "10 / 2?"]
    @State private var index = 0
    @State private var score = 0

    var body: some View {
        VStack {
            Text("Score: \(score)")
            QuizCard(question: questions[index])
                .id(index)
            Button("Correct") {
                score += 1
                print("score \(score)")
            }
            Button("Next question") { index += 1 }
        }
    }
}

:mount QuizScreen()
:tap "Correct"
:tap "Next question"
:tap "Correct"
:tap "Next question"
// expect: card appeared: 2 + 2?
// expect: score 1
// expect: card appeared: 3 x 3?
// expect: score 2
// expect: card appeared: 10 / 2?
