// Hacking with Swift 100 Days, Guess the Flag: flag buttons in a ZStack over a gradient, alert(_:isPresented:actions:message:) with a Continue button that asks the next question, a score (Apple: View.alert(_:isPresented:actions:message:) "all actions in an alert dismiss the alert after the action runs"; README :tap "only alert buttons while one is up"; SEMANTICS §10 onChange after the update)
import SwiftUI

struct FlagGame: View {
    @State private var countries = ["Estonia", "France", "Germany", "Ireland", "Italy", "Nigeria"]
    @State private var correctAnswer = 0
    @State private var showingScore = false
    @State private var scoreTitle = ""
    @State private var score = 0
    @State private var round = 1

    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .black], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack(spacing: 15) {
                Text("Tap the flag of")
                    .foregroundStyle(.secondary)
                    .font(.subheadline.weight(.heavy))
                Text(countries[correctAnswer])
                    .font(.largeTitle.weight(.semibold))
                ForEach(0..<3) { number in
                    Button {
                        flagTapped(number)
                    } label: {
                        Label(countries[number], systemImage: "flag.fill")
                    }
                    .clipShape(.capsule)
                    .shadow(radius: 5)
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
        .onChange(of: score) { oldScore, newScore in
            print("score \(oldScore) -> \(newScore)")
        }
    }

    func flagTapped(_ number: Int) {
        if number == correctAnswer {
            scoreTitle = "Correct"
            score += 1
        } else {
            scoreTitle = "Wrong! That's the flag of \(countries[number])"
        }
        showingScore = true
        print(scoreTitle)
    }

    func askQuestion() {
        countries.append(countries.removeFirst())
        correctAnswer = (correctAnswer + 1) % 3
        round += 1
        print("round \(round): find \(countries[correctAnswer])")
    }
}

:mount FlagGame()
:tap "Estonia"
:tap "Continue"
:tap "France"
:tap "Continue"
:tap "Italy"
:tap "Continue"

// expect: Correct
// expect: score 0 -> 1
// expect: round 2: find Germany
// expect: Wrong! That's the flag of France
// expect: round 3: find Italy
// expect: Correct
// expect: score 1 -> 2
// expect: round 4: find Ireland
