// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (Demystify SwiftUI: dependencies decide which bodies run; after a state change SwiftUI compares the new child values with the old ones and only runs the body of the child whose input changed)
import SwiftUI

// Body runs are printed from the first turn after mounting on (the order of siblings' first bodies is not specified).
var mounted = false
func trace(_ line: String) { if mounted { print(line) } }

struct TitleLabel: View {
    let title: String
    var body: some View {
        let _ = trace("TitleLabel body")
        Text(title)
    }
}

struct ScoreLabel: View {
    let score: Int
    var body: some View {
        let _ = trace("ScoreLabel body: \(score)")
        Text("Score: \(score)")
    }
}

struct Scoreboard: View {
    @State private var score = 0

    var body: some View {
        let _ = trace("Scoreboard body")
        VStack {
            TitleLabel(title: "Trivia night")
            ScoreLabel(score: score)
            Button("Point") { score += 1 }
        }
    }
}

:mount Scoreboard()
mounted = true
print("-- point")
:tap "Point"
print("-- point")
:tap "Point"
// expect: -- point
// expect: Scoreboard body
// expect: ScoreLabel body: 1
// expect: -- point
// expect: Scoreboard body
// expect: ScoreLabel body: 2
