// Swift book style (Extensions): adding protocol conformance to existing types with extensions, including constrained and empty conformances
protocol Scorable {
    var score: Int { get }
}

protocol Abbreviated {
    var short: String { get }
}

extension String: Scorable {
    var score: Int {
        reduce(0) { sum, ch in sum + (ch.isUppercase ? 3 : ch.isLetter ? 1 : 0) }
    }
}

extension Bool: Scorable {
    var score: Int { self ? 10 : 0 }
}

extension Array: Scorable where Element: Scorable {
    var score: Int { reduce(0) { $0 + $1.score } }
}

extension Dictionary: Scorable where Value: Scorable {
    var score: Int { values.reduce(0) { $0 + $1.score } }
}

struct Player {
    var name: String
    var points: Int
}

extension Player: Scorable {
    var score: Int { points }
}

protocol Named { var name: String { get } }
// Player already has a name property, so this conformance needs an empty body
extension Player: Named {}

extension Scorable where Self: Named {
    var banner: String { "\(name): \(score)" }
}

extension Scorable {
    func beats(_ other: some Scorable) -> Bool { score > other.score }
}

extension Player: Abbreviated {
    var short: String { String(name.prefix(3)).uppercased() }
}

print("Hello, World".score, true.score, [false, true, true].score)
print(["ab", "CD", "e!"].score)
let board: [String: [Player]] = [
    "red": [Player(name: "Rosa", points: 12), Player(name: "Ravi", points: 7)],
    "blue": [Player(name: "Bea", points: 30)],
]
print("all players:", board.score)
for team in board.keys.sorted() {
    let players = board[team]!
    print(team, players.score, players.map(\.banner), players.map(\.short))
}
let rosa = board["red"]![0]
print(rosa.beats("XY"), rosa.beats(board["blue"]!), "Swift".beats(false))

let mixed: [any Scorable] = ["abc", true, Player(name: "Zed", points: 4), [true]]
print(mixed.map(\.score), mixed.map(\.score).max()!)

// expect: 14 10 20
// expect: 9
// expect: all players: 49
// expect: blue 30 ["Bea: 30"] ["BEA"]
// expect: red 19 ["Rosa: 12", "Ravi: 7"] ["ROS", "RAV"]
// expect: true false true
// expect: [3, 10, 4, 10] 10
