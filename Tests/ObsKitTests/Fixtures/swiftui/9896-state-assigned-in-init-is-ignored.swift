// Hacking with Swift forums style (setting @State in init)
// PITFALL (on purpose): the Red counter assigns its @State in init, which writes to a State not yet installed and is ignored (it starts at 0); the Blue counter seeds it with State(initialValue:), which works once, and a later seed from the parent only makes the child differ: the storage keeps the first value (rules §3.6, §3.2, §2.5)
import SwiftUI

struct ScoreCounter: View {
    let label: String
    @State private var score = 0

    init(label: String, startingAt start: Int) {
        self.label = label
        score = start
    }

    var body: some View {
        let _ = print("\(label) body: \(score)")
        Button("\(label): \(score)") { score += 1 }
    }
}

struct SeededCounter: View {
    let label: String
    @State private var score: Int

    init(label: String, startingAt start: Int) {
        self.label = label
        _score = State(initialValue: start)
    }

    var body: some View {
        let _ = print("\(label) body: \(score)")
        Button("\(label): \(score)") { score += 1 }
    }
}

struct RoundBoard: View {
    @State private var round = 1

    var body: some View {
        let _ = print("RoundBoard body: round \(round)")
        VStack {
            ScoreCounter(label: "Red", startingAt: 10)
            SeededCounter(label: "Blue", startingAt: 10 * round)
            Button("Next round") { round += 1 }
        }
    }
}

:mount RoundBoard()
// expect: RoundBoard body: round 1
// expect: Red body: 0
// expect: Blue body: 10
:tap "Red: 0"
// expect: Red body: 1
:tap "Blue: 10"
// expect: Blue body: 11
:tap "Next round"
// expect: RoundBoard body: round 2
// expect: Blue body: 11
