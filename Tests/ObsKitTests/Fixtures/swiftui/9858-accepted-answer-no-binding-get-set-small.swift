// Stack Overflow style: the accepted answer: no Binding(get:set:); a small Dictionary subscript with a fallback, so `$scores[points: name]` is a binding through a key path, made without reading `scores`, and a step re-runs only the row it changed (rules §3.5 "making $x is not a read", §9.3, §15.1 "a binding made by Binding's subscript is equal while its value is")
// known-gap: error: 9858-accepted-answer-no-binding-get-set-small.swift:40:1: error: no visible stepper labelled "Ann: 0"; visible steppers: "Ann: Optional(0)", "Bob: Optional(0)"
// corrected: the first version wrote `$scores[name, default: 0]`, which Swift rejects ("subscript index of type '() -> Int' in a key path must be Hashable": the default is an autoclosure), as the compiler check said; the answer's helper subscript takes only Hashable indices. Expected output unchanged.
import SwiftUI

extension Dictionary where Value == Int {
    subscript(points key: Key) -> Int {
        get { self[key] ?? 0 }
        set { self[key] = newValue }
    }
}

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
                ScoreRow(player: name, score: $scores[points: name])
            }
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard body
// expect: ScoreRow body: Ann 0
// expect: ScoreRow body: Bob 0
:step "Ann: 0" up
// expect: ScoreRow body: Ann 1
:step "Ann: 1" up
// expect: ScoreRow body: Ann 2
:step "Bob: 0" up
// expect: ScoreRow body: Bob 1
