// Collection Types: sorting model values by several keys, Comparable conformance, key paths, sort in place, ranking.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Player: Comparable, CustomStringConvertible {
    var name: String
    var points: Int
    var games: Int
    var average: Double { games == 0 ? 0 : Double(points) / Double(games) }
    static func < (lhs: Player, rhs: Player) -> Bool {
        (lhs.points, rhs.name) < (rhs.points, lhs.name)
    }
    var description: String { "\(name)(\(points))" }
}
var roster = [
    Player(name: "Mia", points: 30, games: 3),
    Player(name: "Ola", points: 42, games: 6),
    Player(name: "Ben", points: 30, games: 2),
    Player(name: "Ava", points: 12, games: 0),
]
print(roster.sorted())
print(roster.sorted(by: >))
print(roster.max()!, roster.min()!)
roster.sort { $0.average > $1.average }
print(roster.map { "\($0.name) \($0.average)" })
func sorted<T, V: Comparable>(_ items: [T], by key: KeyPath<T, V>) -> [T] {
    items.sorted { $0[keyPath: key] < $1[keyPath: key] }
}
print(sorted(roster, by: \.name).map(\.name), sorted(roster, by: \.games).map(\.games))
let ranked = roster.sorted(by: >).enumerated().map { "\($0.offset + 1). \($0.element.name)" }
print(ranked)
var leaderboard = roster.sorted(by: >)
leaderboard.removeAll { $0.games == 0 }
print(leaderboard, leaderboard.map(\.points).reduce(0, +))
let partitionIndex = leaderboard.partition { $0.points < 35 }
print(leaderboard[partitionIndex...].count, leaderboard[..<partitionIndex].map(\.name))
print(["b", "C", "a"].sorted(), ["b", "C", "a"].sorted { $0.lowercased() < $1.lowercased() })
print([3, 1, 2].sorted().reversed().map { $0 }, [(2, "b"), (1, "z"), (2, "a")].sorted { $0 < $1 }.map(\.1))

// expect: [Ava(12), Mia(30), Ben(30), Ola(42)]
// expect: [Ola(42), Ben(30), Mia(30), Ava(12)]
// expect: Ola(42) Ava(12)
// expect: ["Ben 15.0", "Mia 10.0", "Ola 7.0", "Ava 0.0"]
// expect: ["Ava", "Ben", "Mia", "Ola"] [0, 2, 3, 6]
// expect: ["1. Ola", "2. Ben", "3. Mia", "4. Ava"]
// expect: [Ola(42), Ben(30), Mia(30)] 102
// expect: 2 ["Ola"]
// expect: ["C", "a", "b"] ["a", "b", "C"]
// expect: [3, 2, 1] ["z", "a", "b"]
