// Tutorial style (Hacking with Swift, conditional conformance): wrappers that conform only when contents do
struct Pair<T> {
    var first: T
    var second: T
}

extension Pair: Equatable where T: Equatable {}
extension Pair: Hashable where T: Hashable {}

extension Pair: CustomStringConvertible where T: CustomStringConvertible {
    var description: String { "(\(first), \(second))" }
}

extension Pair where T: Comparable {
    var ordered: Pair { first <= second ? self : Pair(first: second, second: first) }
}

protocol Scorable { var points: Int { get } }
struct Goal: Scorable { let points: Int }

extension Array: Scorable where Element: Scorable {
    var points: Int { reduce(0) { $0 + $1.points } }
}

extension Optional: Scorable where Wrapped: Scorable {
    var points: Int { self?.points ?? 0 }
}

let a = Pair(first: 5, second: 2)
let b = Pair(first: 2, second: 5)
print(a)
print(a.ordered)
print(a == b)
print(a.ordered == b)

let seen: Set<Pair<String>> = [Pair(first: "x", second: "y"), Pair(first: "x", second: "y")]
print("Unique pairs: \(seen.count)")

let match: [Goal] = [Goal(points: 3), Goal(points: 1), Goal(points: 2)]
print("Match points: \(match.points)")
let season: [[Goal]] = [match, [Goal(points: 6)]]
print("Season points: \(season.points)")
let maybe: Goal? = nil
print("Missing goal points: \(maybe.points)")
print("Present goal points: \(Optional(Goal(points: 4)).points)")

let nested = Pair(first: Pair(first: 1, second: 2), second: Pair(first: 3, second: 4))
print(nested)
print(nested == nested)

// expect: (5, 2)
// expect: (2, 5)
// expect: false
// expect: true
// expect: Unique pairs: 1
// expect: Match points: 6
// expect: Season points: 12
// expect: Missing goal points: 0
// expect: Present goal points: 4
// expect: ((1, 2), (3, 4))
// expect: true
