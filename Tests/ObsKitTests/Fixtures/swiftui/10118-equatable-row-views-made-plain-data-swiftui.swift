// architecture style: `Equatable` row views made of plain data: SwiftUI compares a POD view by its bytes and never calls its `==`, so a row whose `==` ignores a timestamp still runs when the timestamp changes; `.equatable()` makes SwiftUI use `==`, and that row skips (rules §2.1, §2.2, §2.7)
import SwiftUI

struct ScoreRow: View, Equatable {
    let player: Int
    let score: Int
    let lastUpdated: Int

    static func == (lhs: ScoreRow, rhs: ScoreRow) -> Bool {
        lhs.player == rhs.player && lhs.score == rhs.score
    }

    var body: some View {
        let _ = print("ScoreRow body: player \(player) score \(score)")
        Text("Player \(player): \(score)")
    }
}

struct Scoreboard: View {
    @State private var tick = 0
    @State private var scores = [10, 20]

    var body: some View {
        let _ = print("Scoreboard body: tick \(tick)")
        VStack {
            ScoreRow(player: 1, score: scores[0], lastUpdated: tick)
            ScoreRow(player: 2, score: scores[1], lastUpdated: tick)
                .equatable()
            Button("Tick") { tick += 1 }
            Button("Score 2") { scores[1] += 5 }
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard body: tick 0
// expect: ScoreRow body: player 1 score 10
// expect: ScoreRow body: player 2 score 20
:tap "Tick"
// expect: Scoreboard body: tick 1
// expect: ScoreRow body: player 1 score 10
:tap "Score 2"
// expect: Scoreboard body: tick 1
// expect: ScoreRow body: player 2 score 25
