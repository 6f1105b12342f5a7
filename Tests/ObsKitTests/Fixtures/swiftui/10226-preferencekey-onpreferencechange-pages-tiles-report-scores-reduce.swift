// Apple docs style: the PreferenceKey and onPreferenceChange pages: tiles report their scores, reduce keeps the maximum, the parent stores it in @State; the action runs when the combined value changes (first when it differs from the default) (rules §15.23)
import SwiftUI

struct BestScoreKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value = max(value, nextValue())
    }
}

struct ScoreTile: View {
    let player: String
    @State private var score: Int

    init(player: String, score: Int) {
        self.player = player
        _score = State(initialValue: score)
    }

    var body: some View {
        Button("\(player): \(score)") { score += 5 }
            .preference(key: BestScoreKey.self, value: score)
    }
}

struct Leaderboard: View {
    @State private var best = 0

    var body: some View {
        let _ = print("Leaderboard body: best \(best)")
        VStack {
            Text("Best: \(best)")
            ScoreTile(player: "Kim", score: 10)
            ScoreTile(player: "Lee", score: 7)
        }
        .onPreferenceChange(BestScoreKey.self) { value in
            print("best is now \(value)")
            best = value
        }
    }
}

:mount Leaderboard()
// expect: Leaderboard body: best 0
// expect: best is now 10
// expect: Leaderboard body: best 10
:tap "Lee: 7"
// expect: best is now 12
// expect: Leaderboard body: best 12
:tap "Kim: 10"
// expect: best is now 15
// expect: Leaderboard body: best 15
