// 100 Days of SwiftUI style (Guess the Flag), the full loop: a right answer, Continue, a wrong answer, Continue.
// What SwiftUI does: each flag tap writes state the body reads (`score`, `scoreTitle`) in one action: one body run
// (rules §10.1); `showingScore` is read only by the presentation (rules §8.7). Continue's action moves to the next
// question, one body run, and the alert goes away (rules §13.2). A second wrong answer with the same title changes
// only `showingScore`, and writing an equal `scoreTitle` does nothing (rules §3.4): no body.
import SwiftUI

struct FlagGameView: View {
    let countries = ["Estonia", "Nigeria", "Monaco"]
    let answers = [0, 2, 0]
    @State private var round = 0
    @State private var score = 0
    @State private var scoreTitle = ""
    @State private var showingScore = false

    var body: some View {
        let _ = print("round \(round + 1): find \(countries[answers[round]]), score \(score), title '\(scoreTitle)'")
        VStack {
            ForEach(countries, id: \.self) { country in
                Button(country) { tapped(country) }
            }
        }
        .alert(scoreTitle, isPresented: $showingScore) {
            Button("Continue") { round = (round + 1) % answers.count }
        }
    }

    func tapped(_ country: String) {
        if country == countries[answers[round]] {
            score += 1
            scoreTitle = "Correct"
        } else {
            scoreTitle = "Wrong"
        }
        showingScore = true
    }
}

:mount FlagGameView()
// expect: round 1: find Estonia, score 0, title ''
:tap "Estonia"
// expect: round 1: find Estonia, score 1, title 'Correct'
:tap "Continue"
// expect: round 2: find Monaco, score 1, title 'Correct'
:tap "Nigeria"
// expect: round 2: find Monaco, score 1, title 'Wrong'
:tap "Continue"
// expect: round 3: find Estonia, score 1, title 'Wrong'
:tap "Monaco"
:tap "Continue"
// expect: round 1: find Estonia, score 1, title 'Wrong'
