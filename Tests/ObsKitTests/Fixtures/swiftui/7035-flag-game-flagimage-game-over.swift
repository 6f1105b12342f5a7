// Flag game with the course's challenges done, own code: the flag image extracted into a `FlagImage` view, a
// fixed number of questions, and a second alert ("Game over") that restarts the game. Countries rotate in a fixed
// order instead of being shuffled, so the run is repeatable.
// What SwiftUI does: every run of the game's body builds the three `FlagImage` values again, but a FlagImage's body
// runs only when its value (the country it shows) differs (rules §2.6, §2.7); the ForEach over 0..<3 keeps the same
// three nodes, so a new question (new countries at each place) runs all three, while an answer that only changes the
// score runs none of them. The alerts' titles and messages are read in the body (rules §13.2); their flags are not
// (rules §3.5, §8.7). The two alerts are attached to different views, as the course recommends.
// Sources: rules §1.2, §2.6, §2.7, §3.5, §8.7, §13.2;
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
import SwiftUI

struct FlagImage: View {
    let country: String

    var body: some View {
        let _ = print("FlagImage body: \(country)")
        Image(country)
            .renderingMode(.original)
            .clipShape(.capsule)
            .shadow(radius: 5)
    }
}

struct FlagGameView: View {
    static let allCountries = ["Poland", "Spain", "UK", "Ukraine", "US", "Monaco"]

    @State private var countries = FlagGameView.allCountries
    @State private var correctAnswer = 0
    @State private var score = 0
    @State private var questionNumber = 1
    @State private var showingResult = false
    @State private var resultTitle = ""
    @State private var showingFinalScore = false

    let totalQuestions = 3

    var body: some View {
        let _ = print("FlagGameView body: question \(questionNumber), find \(countries[correctAnswer]), score \(score)")
        ZStack {
            RadialGradient(stops: [
                .init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3),
                .init(color: Color(red: 0.76, green: 0.15, blue: 0.26), location: 0.3),
            ], center: .top, startRadius: 200, endRadius: 700)
                .ignoresSafeArea()
            VStack(spacing: 15) {
                Text("Question \(questionNumber) of \(totalQuestions)")
                Text("Find \(countries[correctAnswer])")
                    .font(.largeTitle.bold())
                ForEach(0..<3) { number in
                    Button {
                        flagTapped(number)
                    } label: {
                        FlagImage(country: countries[number])
                            .accessibilityLabel("Flag of \(countries[number])")
                    }
                }
                Text("Score: \(score)")
            }
            .alert(resultTitle, isPresented: $showingResult) {
                Button("Continue", action: nextQuestion)
            }
        }
        .alert("Game over", isPresented: $showingFinalScore) {
            Button("Play again", action: reset)
        } message: {
            Text("You scored \(score) out of \(totalQuestions)")
        }
    }

    func flagTapped(_ number: Int) {
        if number == correctAnswer {
            score += 1
            resultTitle = "Correct"
        } else {
            resultTitle = "Wrong! That's the flag of \(countries[number])"
        }
        print("tapped \(countries[number]): \(resultTitle)")
        if questionNumber == totalQuestions {
            showingFinalScore = true
        } else {
            showingResult = true
        }
    }

    func nextQuestion() {
        countries.append(countries.removeFirst())
        correctAnswer = (correctAnswer + 1) % 3
        questionNumber += 1
    }

    func reset() {
        countries = FlagGameView.allCountries
        correctAnswer = 0
        score = 0
        questionNumber = 1
        print("new game")
    }
}

:mount FlagGameView()
// expect: FlagGameView body: question 1, find Poland, score 0
// expect: FlagImage body: Poland
// expect: FlagImage body: Spain
// expect: FlagImage body: UK
:tap "Flag of Poland"
// expect: tapped Poland: Correct
// expect: FlagGameView body: question 1, find Poland, score 1
:tap "Continue"
// expect: FlagGameView body: question 2, find UK, score 1
// expect: FlagImage body: Spain
// expect: FlagImage body: UK
// expect: FlagImage body: Ukraine
:tap "Flag of Ukraine"
// expect: tapped Ukraine: Wrong! That's the flag of Ukraine
// expect: FlagGameView body: question 2, find UK, score 1
:tap "Continue"
// expect: FlagGameView body: question 3, find US, score 1
// expect: FlagImage body: UK
// expect: FlagImage body: Ukraine
// expect: FlagImage body: US
:tap "Flag of US"
// expect: tapped US: Correct
// expect: FlagGameView body: question 3, find US, score 2
:tap "Play again"
// expect: new game
// expect: FlagGameView body: question 1, find Poland, score 0
// expect: FlagImage body: Poland
// expect: FlagImage body: Spain
// expect: FlagImage body: UK
