// Book style (Opaque and Boxed Types): boxed protocol types with Self requirements opened by generic functions
protocol Score: Comparable, CustomStringConvertible {
    var points: Int { get }
    func combined(with other: Self) -> Self
}

struct Goals: Score {
    var points: Int
    static func < (a: Goals, b: Goals) -> Bool { a.points < b.points }
    func combined(with other: Goals) -> Goals { Goals(points: points + other.points) }
    var description: String { "\(points) goals" }
}

struct Stars: Score {
    var count: Int
    var points: Int { count * 5 }
    static func < (a: Stars, b: Stars) -> Bool { a.count < b.count }
    func combined(with other: Stars) -> Stars { Stars(count: max(count, other.count)) }
    var description: String { String(repeating: "*", count: count) }
}

func doubled<S: Score>(_ s: S) -> S { s.combined(with: s) }

func best<S: Score>(_ a: S, _ b: S) -> S { max(a, b) }

func doubleAny(_ s: any Score) -> any Score {
    doubled(s)
}

func tryCombine(_ a: any Score, _ b: any Score) -> (any Score)? {
    func combine<S: Score>(_ x: S) -> (any Score)? {
        guard let y = b as? S else { return nil }
        return x.combined(with: y)
    }
    return combine(a)
}

let scores: [any Score] = [Goals(points: 3), Stars(count: 2), Goals(points: 1)]
for s in scores {
    let d = doubleAny(s)
    print(s, "->", d, d.points, type(of: d))
}
print(best(Goals(points: 4), Goals(points: 9)))
print(best(Stars(count: 3), Stars(count: 1)))
print(tryCombine(scores[0], scores[2]) as Any)
print(tryCombine(scores[0], scores[1]).map { "\($0)" } ?? "incompatible")
print(scores.map(\.points).reduce(0, +))
let sortedPoints = scores.sorted { $0.points > $1.points }.map(\.description)
print(sortedPoints)
let opt: (any Score)? = scores.last
print(opt as Any)
print(Goals(points: 2) < Goals(points: 5), [Stars(count: 4), Stars(count: 2)].min()!)

// expect: 3 goals -> 6 goals 6 Goals
// expect: ** -> ** 10 Stars
// expect: 1 goals -> 2 goals 2 Goals
// expect: 9 goals
// expect: ***
// expect: Optional(4 goals)
// expect: incompatible
// expect: 14
// expect: ["**", "3 goals", "1 goals"]
// expect: Optional(1 goals)
// expect: true **
