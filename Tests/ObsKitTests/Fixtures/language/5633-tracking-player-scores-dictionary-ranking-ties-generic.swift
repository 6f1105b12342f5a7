// App model style (game score board): tracking player scores with a dictionary, ranking with ties, and a generic top-N helper
struct Player: Hashable {
    let name: String
    let team: String
}

final class ScoreBoard {
    private var scores: [Player: Int] = [:]
    private(set) var rounds = 0

    func record(_ results: [(Player, Int)]) {
        rounds += 1
        for (player, points) in results {
            scores[player, default: 0] += points
        }
    }

    func ranking() -> [(rank: Int, player: Player, score: Int)] {
        let sorted = scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.name < $1.key.name }
        var result: [(rank: Int, player: Player, score: Int)] = []
        for (i, entry) in sorted.enumerated() {
            let rank = (i > 0 && sorted[i - 1].value == entry.value) ? result[i - 1].rank : i + 1
            result.append((rank, entry.key, entry.value))
        }
        return result
    }

    func teamTotals() -> [String: Int] {
        scores.reduce(into: [:]) { totals, pair in totals[pair.key.team, default: 0] += pair.value }
    }
}

func topN<T>(_ items: [T], _ n: Int, by score: (T) -> Int) -> [T] {
    Array(items.sorted { score($0) > score($1) }.prefix(n))
}

let ava = Player(name: "Ava", team: "Red")
let ben = Player(name: "Ben", team: "Blue")
let cy = Player(name: "Cy", team: "Red")
let dot = Player(name: "Dot", team: "Blue")

let board = ScoreBoard()
board.record([(ava, 10), (ben, 7), (cy, 3), (dot, 7)])
board.record([(ava, 4), (ben, 5), (cy, 9)])
board.record([(dot, 5), (cy, 0)])

print("after \(board.rounds) rounds:")
for row in board.ranking() {
    print("#\(row.rank) \(row.player.name) (\(row.player.team)) \(row.score)")
}
let totals = board.teamTotals()
for team in totals.keys.sorted() { print(team, totals[team]!) }
let best = topN(board.ranking(), 2) { $0.score }
print(best.map(\.player.name))
let winningTeam = totals.max { $0.value < $1.value }!
print("winning team:", winningTeam.key, "by", winningTeam.value - totals.values.min()!)

// expect: after 3 rounds:
// expect: #1 Ava (Red) 14
// expect: #2 Ben (Blue) 12
// expect: #2 Cy (Red) 12
// expect: #2 Dot (Blue) 12
// expect: Blue 24
// expect: Red 26
// expect: ["Ava", "Ben"]
// expect: winning team: Red by 2
