// Swift book style: synthesized conformances
// Checks: synthesized Equatable for structs and enums with associated values,
// synthesized Hashable used in Set and Dictionary keys (printed sorted), synthesized
// Comparable for enums without raw values (case order) and with associated values.

struct Vector3D: Equatable {
    var x = 0.0, y = 0.0, z = 0.0
}
let twoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
let anotherTwoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
if twoThreeFour == anotherTwoThreeFour {
    print("These two vectors are also equivalent.")
}
print(twoThreeFour != Vector3D(x: 2.0, y: 3.0, z: 5.0))

enum SkillLevel: Comparable {
    case beginner
    case intermediate
    case expert(stars: Int)
}
var levels = [SkillLevel.intermediate, SkillLevel.beginner,
              SkillLevel.expert(stars: 5), SkillLevel.expert(stars: 3)]
for level in levels.sorted() {
    print(level)
}
print(SkillLevel.expert(stars: 1) > .intermediate)
print(levels.min()!, levels.max()!)

enum Suit: Comparable, CaseIterable {
    case clubs, diamonds, hearts, spades
}
print(Suit.hearts < Suit.spades, Suit.clubs > Suit.diamonds)
print(Suit.allCases.sorted(by: >))

struct Coordinate: Hashable {
    var row: Int
    var column: Int
}
var visited: Set<Coordinate> = []
visited.insert(Coordinate(row: 1, column: 2))
visited.insert(Coordinate(row: 0, column: 5))
visited.insert(Coordinate(row: 1, column: 2))
print("visited count \(visited.count)")
let sortedVisited = visited.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
for c in sortedVisited {
    print("(\(c.row), \(c.column))")
}
print(visited.contains(Coordinate(row: 0, column: 5)))

enum Token: Hashable {
    case number(Int)
    case word(String)
    case end
}
var counts: [Token: Int] = [:]
for t in [Token.number(1), .word("a"), .number(1), .end, .word("a"), .word("b")] {
    counts[t, default: 0] += 1
}
func label(_ t: Token) -> String {
    switch t {
    case .number(let n): return "n\(n)"
    case .word(let w): return "w\(w)"
    case .end: return "end"
    }
}
for (token, count) in counts.sorted(by: { label($0.key) < label($1.key) }) {
    print(label(token), count)
}
print(Token.word("x") == Token.word("x"), Token.number(2) == Token.number(3))

// Hash values agree for equal instances
let h1 = Coordinate(row: 4, column: 4).hashValue
let h2 = Coordinate(row: 4, column: 4).hashValue
print("equal hashes: \(h1 == h2)")

// Equatable with a nested Equatable property and optional
struct Record: Equatable {
    var id: Int
    var tags: [String]
    var parent: Coordinate?
}
let r1 = Record(id: 1, tags: ["a"], parent: nil)
var r2 = r1
print(r1 == r2)
r2.parent = Coordinate(row: 0, column: 0)
print(r1 == r2)

// Comparable struct written by hand, sorting and ranges
struct Version: Comparable, CustomStringConvertible {
    var major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
    var description: String { "v\(major).\(minor)" }
}
let versions = [Version(major: 2, minor: 0), Version(major: 1, minor: 9), Version(major: 1, minor: 10)]
print(versions.sorted())
let supported = Version(major: 1, minor: 5)...Version(major: 2, minor: 0)
print(versions.map { supported.contains($0) })
print(max(Version(major: 3, minor: 1), Version(major: 3, minor: 0)))

// expect: These two vectors are also equivalent.
// expect: true
// expect: beginner
// expect: intermediate
// expect: expert(stars: 3)
// expect: expert(stars: 5)
// expect: true
// expect: beginner expert(stars: 5)
// expect: true false
// expect: [main.Suit.spades, main.Suit.hearts, main.Suit.diamonds, main.Suit.clubs]
// expect: visited count 2
// expect: (0, 5)
// expect: (1, 2)
// expect: true
// expect: end 1
// expect: n1 2
// expect: wa 2
// expect: wb 1
// expect: true false
// expect: equal hashes: true
// expect: true
// expect: false
// expect: [v1.9, v1.10, v2.0]
// expect: [true, true, true]
// expect: v3.1
