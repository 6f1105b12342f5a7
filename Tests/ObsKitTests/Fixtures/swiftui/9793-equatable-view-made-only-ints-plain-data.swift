// Fatbobman style (re-renders): an Equatable view made only of Ints is plain data, so SwiftUI compares its bytes and never calls its ==; the same view with .equatable() is compared with its ==, which ignores the timestamp (rules §2.1, §2.2, §2.7)
import SwiftUI

struct ScoreTile: View, Equatable {
    let slot: Int
    let score: Int
    let updatedAt: Int

    static func == (lhs: ScoreTile, rhs: ScoreTile) -> Bool {
        lhs.slot == rhs.slot && lhs.score == rhs.score
    }

    var body: some View {
        let _ = print("ScoreTile \(slot) body: \(score) at \(updatedAt)")
        Text("\(score)")
            .font(.largeTitle)
    }
}

struct Arena: View {
    @State private var tick = 0

    var body: some View {
        let _ = print("Arena body: \(tick)")
        VStack {
            Button("Tick") { tick += 1 }
            ScoreTile(slot: 1, score: tick / 3, updatedAt: tick)
            ScoreTile(slot: 2, score: tick / 3, updatedAt: tick)
                .equatable()
        }
    }
}

:mount Arena()
// expect: Arena body: 0
// expect: ScoreTile 1 body: 0 at 0
// expect: ScoreTile 2 body: 0 at 0
:tap "Tick"
// expect: Arena body: 1
// expect: ScoreTile 1 body: 0 at 1
:tap "Tick"
// expect: Arena body: 2
// expect: ScoreTile 1 body: 0 at 2
:tap "Tick"
// expect: Arena body: 3
// expect: ScoreTile 1 body: 1 at 3
// expect: ScoreTile 2 body: 1 at 3
