// App code style: leaderboard with tie-aware ranks, medals and per-player histories

struct Player {
    let name: String
    var scores: [Int]
    var best: Int { scores.max() ?? 0 }
    var total: Int { scores.reduce(0, +) }
}

let players = [
    Player(name: "kim", scores: [40, 85, 60]),
    Player(name: "lee", scores: [90, 20]),
    Player(name: "ana", scores: [85, 85, 10]),
    Player(name: "bo", scores: []),
    Player(name: "cy", scores: [85]),
]

let ranked = players.sorted { a, b in
    a.best != b.best ? a.best > b.best : a.name < b.name
}

var rank = 0
var lastBest: Int? = nil
var ranks: [(Int, Player)] = []
for (i, p) in ranked.enumerated() {
    if p.best != lastBest { rank = i + 1 }
    lastBest = p.best
    ranks.append((rank, p))
}

func medal(_ r: Int) -> String {
    switch r {
    case 1: return "gold"
    case 2: return "silver"
    case 3: return "bronze"
    default: return ""
    }
}

print("RANK NAME  BEST TOTAL MEDAL")
for (r, p) in ranks {
    let cols = [
        String(r).padded(4),
        p.name.padded(5),
        String(p.best).padded(4),
        String(p.total).padded(5),
        medal(r),
    ]
    print(cols.joined(separator: " "))
}

extension String {
    func padded(_ w: Int) -> String { count >= w ? self : self + String(repeating: " ", count: w - count) }
}

let tied = Dictionary(grouping: ranks, by: { $0.0 }).filter { $0.value.count > 1 }
for key in tied.keys.sorted() {
    print("tie at rank \(key):", tied[key]!.map { $0.1.name })
}

print(ranks.map { $0.0 })
print(players.map { ($0.name, $0.scores.count) })
let history = players.first { $0.name == "ana" }!.scores
print("ana history:", history, "avg:", Double(history.reduce(0, +)) / Double(history.count))
print("empty best:", players[3].best, players[3].scores)
let top = ranks.first!
print("winner:", top.1.name, "with", top.1.best)
print(players[1])
print(ranks.count, ranks.last!.0)

// expect: RANK NAME  BEST TOTAL MEDAL
// expect: 1    lee   90   110   gold
// expect: 2    ana   85   180   silver
// expect: 2    cy    85   85    silver
// expect: 2    kim   85   185   silver
// expect: 5    bo    0    0     
// expect: tie at rank 2: ["ana", "cy", "kim"]
// expect: [1, 2, 2, 2, 5]
// expect: [("kim", 3), ("lee", 2), ("ana", 3), ("bo", 0), ("cy", 1)]
// expect: ana history: [85, 85, 10] avg: 60.0
// expect: empty best: 0 []
// expect: winner: lee with 90
// expect: Player(name: "lee", scores: [90, 20])
// expect: 5 5
