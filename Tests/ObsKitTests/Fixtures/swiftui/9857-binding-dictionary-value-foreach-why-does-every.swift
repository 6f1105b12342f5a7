// Stack Overflow style: "binding to a dictionary value in a ForEach: why does every row re-render?" (the asker's version: a hand-made Binding(get:set:) per row)
// PITFALL (on purpose): the getter runs while the rows are built, so the board's body depends on `scores`; each step re-runs it, and each row gets a new Binding(get:set:), which never equals the old one, so every row runs again (rules §9.1, §3.5 "a read anywhere in an update is the owner's", §2.5, §2.7)
import SwiftUI

struct ScoreRow: View {
    let player: String
    @Binding var score: Int

    var body: some View {
        let _ = print("ScoreRow body: \(player) \(score)")
        Stepper("\(player): \(score)", value: $score)
    }
}

struct Scoreboard: View {
    @State private var scores: [String: Int] = ["Ann": 0, "Bob": 0]
    private let players = ["Ann", "Bob"]

    var body: some View {
        let _ = print("Scoreboard body")
        List {
            ForEach(players, id: \.self) { name in
                ScoreRow(player: name, score: Binding(
                    get: { scores[name, default: 0] },
                    set: { scores[name] = $0 }
                ))
            }
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard body
// expect: ScoreRow body: Ann 0
// expect: ScoreRow body: Bob 0
:step "Ann: 0" up
// expect: Scoreboard body
// expect: ScoreRow body: Ann 1
// expect: ScoreRow body: Bob 0
:step "Bob: 0" up
// expect: Scoreboard body
// expect: ScoreRow body: Ann 1
// expect: ScoreRow body: Bob 1
