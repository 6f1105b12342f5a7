// Flag quiz in the style of Guess the Flag (the second project of a "100 days" SwiftUI course), own code, with a
// fixed question order instead of `shuffle()` so the run is repeatable: three flag buttons, a score, and an alert
// after each answer whose "Continue" asks the next question.
// What SwiftUI does: the alert's title and message are evaluated in the body (its closures are not escaping, rules
// §13.2), so the body depends on `scoreTitle` and `score`; a tap writes them and raises the alert: one body run
// (rules §10.1). The alert's flag itself is only passed as `$showingScore`, not read: showing and hiding the alert
// runs no body (rules §3.5, §8.7). "Continue" runs its action (the next question), the alert goes away, and the
// body runs once for the new question. While the alert is up only its buttons can be tapped (rules §15.11).
// Sources: rules §3.5, §8.7, §10.1, §13.2, §15.3, §15.11;
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
import SwiftUI

struct FlagQuizView: View {
    @State private var countries = ["Estonia", "France", "Germany", "Ireland", "Italy", "Nigeria"]
    @State private var correctAnswer = 1
    @State private var showingScore = false
    @State private var scoreTitle = ""
    @State private var score = 0

    var body: some View {
        let _ = print("FlagQuizView body: tap the flag of \(countries[correctAnswer]), score \(score)")
        ZStack {
            LinearGradient(colors: [.blue, .black], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack(spacing: 15) {
                VStack {
                    Text("Tap the flag of")
                        .foregroundStyle(.secondary)
                    Text(countries[correctAnswer])
                        .font(.largeTitle.weight(.semibold))
                }
                ForEach(0..<3) { number in
                    Button {
                        flagTapped(number)
                    } label: {
                        Image(countries[number])
                            .clipShape(.capsule)
                            .shadow(radius: 5)
                            .accessibilityLabel("Flag of \(countries[number])")
                    }
                }
                Text("Score: \(score)")
                    .foregroundStyle(.white)
            }
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
        print("tapped flag \(number + 1): \(scoreTitle)")
        showingScore = true
    }

    func askQuestion() {
        countries.append(countries.removeFirst())
        correctAnswer = (correctAnswer + 1) % 3
        print("next question: \(countries[correctAnswer])")
    }
}

:mount FlagQuizView()
// expect: FlagQuizView body: tap the flag of France, score 0
:tap "Flag of France"
// expect: tapped flag 2: Correct
// expect: FlagQuizView body: tap the flag of France, score 1
:tap "Continue"
// expect: next question: Ireland
// expect: FlagQuizView body: tap the flag of Ireland, score 1
:tap "Flag of Germany"
// expect: tapped flag 2: Wrong! That's the flag of Germany
// expect: FlagQuizView body: tap the flag of Ireland, score 1
:tap "Continue"
// expect: next question: Germany
// expect: FlagQuizView body: tap the flag of Germany, score 1
