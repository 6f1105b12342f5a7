// Compiler test style: Equatable and Comparable through existentials, generics, and Self constraints
protocol Scored { var score: Int { get } }
struct Player: Scored, Comparable {
    let name: String
    let score: Int
    static func < (a: Player, b: Player) -> Bool { a.score < b.score }
}
struct Team: Scored, Equatable {
    let members: [Player]
    var score: Int { members.reduce(0) { $0 + $1.score } }
}

let p1 = Player(name: "a", score: 5), p2 = Player(name: "b", score: 9)
print(p1 < p2, p1 == p2, max(p1, p2).name, [p2, p1].sorted().map(\.name))
print(p1 == Player(name: "a", score: 5), p1 == Player(name: "a", score: 6))

func isEqual<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func isEqualAny(_ a: any Equatable, _ b: any Equatable) -> Bool {
    func open<T: Equatable>(_ x: T) -> Bool { (b as? T) == x }
    return open(a)
}
print(isEqual(p1, p1), isEqual(Team(members: [p1]), Team(members: [p2])))
print(isEqualAny(1, 1), isEqualAny(1, "1"), isEqualAny(p1, p1), isEqualAny(2.0, 2))

let scored: [any Scored] = [p1, Team(members: [p1, p2]), p2]
print(scored.map(\.score), scored.max { $0.score < $1.score }!.score)
print(scored.map { $0 is any Comparable }, scored.map { $0 is any Equatable })

func best<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
print(best([p1, p2])?.name ?? "-", best([3, 7, 1]) ?? 0, best([String]()) ?? "empty")
// expect: true false b ["a", "b"]
// expect: true false
// expect: true false
// expect: true false true false
// expect: [5, 14, 9] 14
// expect: [true, false, true] [true, true, true]
// expect: b 7 empty
