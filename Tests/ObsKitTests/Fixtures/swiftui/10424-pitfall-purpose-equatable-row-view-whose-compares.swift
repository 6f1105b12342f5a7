// Swift with Majid style: PITFALL on purpose, an Equatable row view whose == compares only the player's id; the row holds a String, so it is not plain data and SwiftUI compares it with that ==, which says "equal" after a score change: the header total moves, the row keeps showing the old score (rules §2.2, §2.7)
import SwiftUI

struct Player: Identifiable {
    let id: Int
    let name: String
    var score: Int
}

struct ScoreRow: View, Equatable {
    let player: Player

    static func == (lhs: ScoreRow, rhs: ScoreRow) -> Bool {
        lhs.player.id == rhs.player.id
    }

    var body: some View {
        let _ = print("ScoreRow body: \(player.name) \(player.score)")
        Text("\(player.name): \(player.score)")
    }
}

struct Scoreboard: View {
    @State private var players = [Player(id: 1, name: "Ana", score: 0), Player(id: 2, name: "Raj", score: 0)]

    var body: some View {
        let _ = print("Scoreboard body: total \(players.reduce(0) { $0 + $1.score })")
        List {
            ForEach(players) { player in
                ScoreRow(player: player)
            }
            Button("Score Ana") { players[0].score += 1 }
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard body: total 0
// expect: ScoreRow body: Ana 0
// expect: ScoreRow body: Raj 0
:tap "Score Ana"
// expect: Scoreboard body: total 1
:tap "Score Ana"
// expect: Scoreboard body: total 2
