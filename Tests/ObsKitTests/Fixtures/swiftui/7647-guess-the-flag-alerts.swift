// 100 Days of SwiftUI style (Guess the Flag), with a fixed question order so the run is repeatable.
// What SwiftUI does: a tap writes `score` and `scoreTitle`, both read by the body (the title is the alert's, built in
// the body, rules §13.2), and sets `showingScore`, which only the presentation reads: one body run (rules §10.1,
// §8.7). The alert's Continue runs its action, which moves to the next question (one body), and sets the flag to
// false (rules §13.2).
import SwiftUI

struct Question {
    let options: [String]
    let answer: Int
}

struct GuessTheFlagView: View {
    let questions = [Question(options: ["France", "Italy", "Spain"], answer: 1),
                     Question(options: ["Germany", "Ireland", "Poland"], answer: 2)]
    @State private var current = 0
    @State private var score = 0
    @State private var scoreTitle = ""
    @State private var showingScore = false

    var body: some View {
        let question = questions[current]
        let _ = print("Q\(current + 1): tap the flag of \(question.options[question.answer]), score \(score), title '\(scoreTitle)'")
        VStack(spacing: 20) {
            Text("Tap the flag of \(question.options[question.answer])")
            ForEach(0..<3) { number in
                Button(question.options[number]) { flagTapped(number) }
            }
            Text("Score: \(score)")
        }
        .alert(scoreTitle, isPresented: $showingScore) {
            Button("Continue") { askQuestion() }
        } message: {
            Text("Your score is \(score)")
        }
    }

    func flagTapped(_ number: Int) {
        if number == questions[current].answer {
            scoreTitle = "Correct"
            score += 1
        } else {
            scoreTitle = "Wrong! That's \(questions[current].options[number])"
        }
        showingScore = true
    }

    func askQuestion() {
        current = (current + 1) % questions.count
    }
}

:mount GuessTheFlagView()
// expect: Q1: tap the flag of Italy, score 0, title ''
:tap "Italy"
// expect: Q1: tap the flag of Italy, score 1, title 'Correct'
:tap "Continue"
// expect: Q2: tap the flag of Poland, score 1, title 'Correct'
:tap "Germany"
// expect: Q2: tap the flag of Poland, score 1, title 'Wrong! That's Germany'
