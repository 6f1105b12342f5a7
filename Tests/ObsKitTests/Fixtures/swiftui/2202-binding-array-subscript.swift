// Issue 13 (B), `$array[i]`: a Binding to one element of an array held in @State, passed to a child's
// @Binding. The child's writes land in the parent's array; the parent re-runs because it reads the array.
// Source: https://developer.apple.com/documentation/swiftui/binding (dynamic member lookup and subscripts
// on Binding), https://developer.apple.com/documentation/swiftui/state ("$" projected value). Rules §3, §9.
import SwiftUI

struct ScoreButton: View {
    let team: String
    @Binding var score: Int

    var body: some View {
        Button("\(team) scores") { score += 1 }
    }
}

struct Scoreboard: View {
    @State private var scores = [0, 0]

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ScoreButton(team: "Home", score: $scores[0])
            ScoreButton(team: "Away", score: $scores[1])
            Text("\(scores[0]) : \(scores[1])")
            Button("Show") { print("scores", scores) }
        }
    }
}

:mount Scoreboard()
:tap "Home scores"
:tap "Home scores"
:tap "Away scores"
:tap "Show"

// expect: Scoreboard: @self, @identity, _scores changed.
// expect: Scoreboard: _scores changed.
// expect: Scoreboard: _scores changed.
// expect: Scoreboard: _scores changed.
// expect: scores [2, 1]
