// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/animation-wrap-up (Guess the Flag with the Animation project's challenge: the tapped flag spins while the others fade and shrink, driven by an optional selectedFlag; a three-question game whose last alert offers Restart instead of Continue; the answers come from a fixed list so the run repeats)
// The flags' rotation, opacity and scale are computed from `selectedFlag` in the body, with
// `.animation(.default, value: selectedFlag)` animating them (Apple: View.animation(_:value:)); the state itself
// changes at once, so each tap runs the body once. An alert's actions are a ViewBuilder, so an `if` chooses between
// Continue and Restart. The body reads the question, the country, the score, `selectedFlag` and the alert's title,
// so each action (all its changes together) runs it once; presenting the alert alone (`showingScore`) is not read.
// - Q1 Germany: right. Continue. Q2 Estonia: tap France, wrong. Continue. Q3 France: right; Restart.
import SwiftUI

struct FlagImage: View {
    let country: String

    var body: some View {
        Image(country)
            .clipShape(.capsule)
            .shadow(radius: 5)
            .accessibilityLabel("Flag of \(country)")
    }
}

struct GuessTheFlag: View {
    @State private var countries = ["Estonia", "France", "Germany", "Ireland"]
    @State private var correctAnswer = 2
    @State private var showingScore = false
    @State private var scoreTitle = ""
    @State private var score = 0
    @State private var questionNumber = 1
    @State private var selectedFlag: Int? = nil

    let answers = [2, 0, 1]

    var body: some View {
        let _ = print("body: question \(questionNumber), flag of \(countries[correctAnswer]), score \(score), selected \(selectedFlag.map(String.init) ?? "none"), title '\(scoreTitle)'")
        VStack(spacing: 15) {
            Text("Tap the flag of")
            Text(countries[correctAnswer])

            ForEach(0..<3) { number in
                Button {
                    flagTapped(number)
                } label: {
                    FlagImage(country: countries[number])
                }
                .rotation3DEffect(.degrees(selectedFlag == number ? 360 : 0), axis: (x: 0, y: 1, z: 0))
                .opacity(selectedFlag == nil || selectedFlag == number ? 1 : 0.25)
                .scaleEffect(selectedFlag == nil || selectedFlag == number ? 1 : 0.75)
                .animation(.default, value: selectedFlag)
            }

            Text("Score: \(score)")
        }
        .alert(scoreTitle, isPresented: $showingScore) {
            if questionNumber == answers.count {
                Button("Restart", action: reset)
            } else {
                Button("Continue", action: askQuestion)
            }
        } message: {
            Text("Your score is \(score)")
        }
    }

    func flagTapped(_ number: Int) {
        selectedFlag = number

        if number == correctAnswer {
            scoreTitle = "Correct"
            score += 1
        } else {
            scoreTitle = "Wrong! That’s the flag of \(countries[number])"
        }

        print("tapped \(countries[number]): \(scoreTitle)")
        showingScore = true
    }

    func askQuestion() {
        questionNumber += 1
        correctAnswer = answers[questionNumber - 1]
        selectedFlag = nil
    }

    func reset() {
        print("final score \(score) of \(answers.count)")
        score = 0
        questionNumber = 1
        correctAnswer = answers[0]
        selectedFlag = nil
    }
}

:mount GuessTheFlag()
// expect: body: question 1, flag of Germany, score 0, selected none, title ''
:tap "Flag of Germany"
// expect: tapped Germany: Correct
// expect: body: question 1, flag of Germany, score 1, selected 2, title 'Correct'
:tap "Continue"
// expect: body: question 2, flag of Estonia, score 1, selected none, title 'Correct'
:tap "Flag of France"
// expect: tapped France: Wrong! That’s the flag of France
// expect: body: question 2, flag of Estonia, score 1, selected 1, title 'Wrong! That’s the flag of France'
:tap "Continue"
// expect: body: question 3, flag of France, score 1, selected none, title 'Wrong! That’s the flag of France'
:tap "Flag of France"
// expect: tapped France: Correct
// expect: body: question 3, flag of France, score 2, selected 1, title 'Correct'
:tap "Restart"
// expect: final score 2 of 3
// expect: body: question 1, flag of Germany, score 0, selected none, title 'Correct'
