// Issue 13 (A), a quiz in the Guess the Flag style (with a fixed question order, so the run is repeatable):
// three answer buttons built with ForEach, a score, and an alert after each answer whose button moves on.
// Expected: the alert shows after each tap with the right title; its "Continue" runs the next question.
import SwiftUI

struct QuizView: View {
    let questions: [(answer: String, options: [String])] = [
        ("France", ["France", "Italy", "Ireland"]),
        ("Japan", ["Korea", "Japan", "China"]),
    ]
    @State private var current = 0
    @State private var score = 0
    @State private var showingResult = false
    @State private var resultTitle = ""

    var body: some View {
        VStack(spacing: 20) {
            Text("Tap the flag of \(questions[current].answer)")
            ForEach(questions[current].options, id: \.self) { country in
                Button {
                    answer(country)
                } label: {
                    Text(country)
                }
            }
            Text("Score: \(score)")
        }
        .alert(resultTitle, isPresented: $showingResult) {
            Button("Continue") { nextQuestion() }
        } message: {
            Text("Your score is \(score)")
        }
    }

    func answer(_ country: String) {
        if country == questions[current].answer {
            resultTitle = "Correct"
            score += 1
        } else {
            resultTitle = "Wrong! That's \(country)"
        }
        showingResult = true
        print(resultTitle, "- score", score)
    }

    func nextQuestion() {
        current = (current + 1) % questions.count
        print("next question:", questions[current].answer)
    }
}

:mount QuizView()
:tap "France"
:tap "Continue"
:tap "China"
:tap "Continue"

// expect: Correct - score 1
// expect: next question: Japan
// expect: Wrong! That's China - score 1
// expect: next question: France
