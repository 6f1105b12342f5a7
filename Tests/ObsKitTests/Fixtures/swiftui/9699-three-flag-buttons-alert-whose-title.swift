// Hacking with Swift "Guess the Flag" style (deterministic, no shuffle): three flag buttons, an alert whose title is @State scoreTitle and whose Continue button asks the next question; while the alert is up only its button can be tapped
import SwiftUI

struct GuessTheFlag: View {
    @State private var countries = ["Estonia", "France", "Germany"]
    @State private var correctAnswer = 1
    @State private var showingScore = false
    @State private var scoreTitle = ""
    @State private var score = 0

    var body: some View {
        let _ = print("GuessTheFlag body: find \(countries[correctAnswer]), score \(score)")
        VStack(spacing: 15) {
            Text("Tap the flag of \(countries[correctAnswer])")
            ForEach(0..<3) { number in
                Button(countries[number]) {
                    flagTapped(number)
                }
            }
            Text("Score: \(score)")
        }
        .alert(scoreTitle, isPresented: $showingScore) {
            Button("Continue", action: askQuestion)
        } message: {
            Text("Your score is \(score)")
        }
    }

    func flagTapped(_ number: Int) {
        if number == correctAnswer {
            scoreTitle = "Correct"
            score += 1
        } else {
            scoreTitle = "Wrong! That's the flag of \(countries[number])"
        }
        print(scoreTitle)
        showingScore = true
    }

    func askQuestion() {
        correctAnswer = (correctAnswer + 1) % 3
        print("next question: \(countries[correctAnswer])")
    }
}

:mount GuessTheFlag()
// expect: GuessTheFlag body: find France, score 0
:tap "France"
// expect: Correct
// expect: GuessTheFlag body: find France, score 1
:tap "Continue"
// expect: next question: Germany
// expect: GuessTheFlag body: find Germany, score 1
:tap "Estonia"
// expect: Wrong! That's the flag of Estonia
// expect: GuessTheFlag body: find Germany, score 1
:tap "Continue"
// expect: next question: Estonia
// expect: GuessTheFlag body: find Estonia, score 1
:tap "Estonia"
// expect: Correct
// expect: GuessTheFlag body: find Estonia, score 2
