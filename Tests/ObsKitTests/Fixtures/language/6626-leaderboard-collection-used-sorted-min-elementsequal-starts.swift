// Swift by Sundell style (comparing and ordering a custom collection): a Leaderboard collection used with sorted(by:), min(by:), elementsEqual, starts(with:) and lexicographicallyPrecedes
struct Player: Equatable {
    let name: String
    let score: Int
    let level: Int
}

struct Leaderboard: RandomAccessCollection {
    private(set) var players: [Player]
    init(_ players: [Player]) { self.players = players }
    var startIndex: Int { players.startIndex }
    var endIndex: Int { players.endIndex }
    subscript(i: Int) -> Player { players[i] }
}

let board = Leaderboard([
    Player(name: "ivy", score: 320, level: 4),
    Player(name: "max", score: 410, level: 3),
    Player(name: "ada", score: 320, level: 5),
    Player(name: "bob", score: 150, level: 1),
])

let ranked = board.sorted { ($0.score, $1.name) > ($1.score, $0.name) }
print(ranked.map(\.name))
print(board.sorted { $0.level < $1.level }.map { "\($0.name)@\($0.level)" })
print(board.min { $0.score < $1.score }!.name, board.max { $0.level < $1.level }!.name)
print(board.map(\.name).sorted(by: >))

let names = board.map(\.name)
print(names.elementsEqual(["ivy", "max", "ada", "bob"]))
print(board.elementsEqual(board.players), board.elementsEqual(ranked))
print(board.starts(with: board.prefix(2)), names.starts(with: ["ivy", "ada"]))
print(board.map(\.score).lexicographicallyPrecedes([320, 410, 321]))
print(names.lexicographicallyPrecedes(ranked.map(\.name)))
print(board.elementsEqual(ranked.reversed()) { $0.name == $1.name })
print(board.starts(with: [320, 410]) { $0.score == $1 })

let total = board.reduce(0) { $0 + $1.score }
print(total, Double(total) / Double(board.count))
let (strong, weak) = (board.filter { $0.score >= 300 }, board.filter { $0.score < 300 })
print(strong.map(\.name), weak.map(\.name))
print(board.firstIndex { $0.level > 4 }!, board.lastIndex { $0.score == 320 }!)
print(board.allSatisfy { $0.level >= 1 }, board.contains { $0.name.hasPrefix("z") })
print(board.min(by: { $0.name < $1.name })!.score)

// expect: ["max", "ada", "ivy", "bob"]
// expect: ["bob@1", "max@3", "ivy@4", "ada@5"]
// expect: bob ada
// expect: ["max", "ivy", "bob", "ada"]
// expect: true
// expect: true false
// expect: true false
// expect: true
// expect: true
// expect: false
// expect: true
// expect: 1200 300.0
// expect: ["ivy", "max", "ada"] ["bob"]
// expect: 2 2
// expect: true false
// expect: 320
