// Hacking with Swift "100 Days of SwiftUI" style (Guess the Flag): flag buttons, a score alert with a Continue action, and a fixed question order instead of shuffled() so the run repeats.
// The alert's title and its message closure are evaluated in the body (rules §13.2, §8.4), so the body depends on
// scoreTitle and score; flagTapped writes both plus the flag: one body run after the action (rules §10.1).
// While the alert is up only its buttons can be tapped (rules §15.11); an alert action closes it (rules §13.2),
// and askQuestion's writes re-run the body once. The flags are image buttons found by their accessibility labels
// (rules §15.3). questionsAsked is read only in the action.
import SwiftUI

struct FlagQuiz: View {
    @State private var countries = ["Estonia", "France", "Germany", "Ireland"]
    @State private var correctAnswer = 2
    @State private var showingScore = false
    @State private var scoreTitle = ""
    @State private var score = 0
    @State private var questionsAsked = 1

    var body: some View {
        let _ = print("FlagQuiz body: find \(countries[correctAnswer]), score \(score)")
        VStack(spacing: 15) {
            Text("Tap the flag of")
            Text(countries[correctAnswer])
                .font(.largeTitle.weight(.semibold))
            ForEach(0..<3) { number in
                Button {
                    flagTapped(number)
                } label: {
                    Image(countries[number])
                        .clipShape(.capsule)
                        .shadow(radius: 5)
                        .accessibilityLabel(countries[number])
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
        countries.append(countries.removeFirst())
        correctAnswer = 0
        questionsAsked += 1
        print("question \(questionsAsked)")
    }
}

:mount FlagQuiz()
// expect: FlagQuiz body: find Germany, score 0
:tap "Germany"
// expect: Correct
// expect: FlagQuiz body: find Germany, score 1
:tap "Continue"
// expect: question 2
// expect: FlagQuiz body: find France, score 1
:tap "Ireland"
// expect: Wrong! That's the flag of Ireland
// expect: FlagQuiz body: find France, score 1
:tap "Continue"
// expect: question 3
// expect: FlagQuiz body: find Germany, score 1
:tap "Germany"
// expect: Correct
// expect: FlagQuiz body: find Germany, score 2
