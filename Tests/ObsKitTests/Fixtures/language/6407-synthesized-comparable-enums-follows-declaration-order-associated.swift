// Interview question style (Comparable): synthesized Comparable on enums follows declaration order, associated values compare element-wise
enum Priority: Comparable {
    case high, medium, low
}

enum Size: Int, Comparable {
    case large = 1, small = 3, medium = 2
    static func < (a: Size, b: Size) -> Bool { a.rawValue < b.rawValue }
}

enum Version: Comparable {
    case beta(Int)
    case release(major: Int, minor: Int)
}

// Puzzle: what is the order in each case?
print(Priority.high < .low, [Priority.low, .high, .medium].sorted())
print([Priority.low, .high, .medium].max()!, [Priority.medium, .low].min()!)
print([Size.small, .large, .medium].sorted())
print(Size.large < .small, Size.small > .medium)
let versions: [Version] = [.release(major: 1, minor: 2), .beta(9), .release(major: 1, minor: 0), .beta(2), .release(major: 0, minor: 9)]
for v in versions.sorted() { print(v) }
print(Version.beta(100) < .release(major: 0, minor: 0))

struct Score: Comparable {
    let points: Int
    let name: String
    static func < (a: Score, b: Score) -> Bool { a.points < b.points }
}
let scores = [Score(points: 3, name: "c"), Score(points: 1, name: "a"), Score(points: 3, name: "b")]
print(scores.sorted().map(\.name), scores.max()!.name, scores.min()!.name)
print(Score(points: 3, name: "x") == Score(points: 3, name: "y"), Score(points: 3, name: "x") <= Score(points: 3, name: "y"))
print(clamp(Priority.low), "a" < "B", "apple" < "apricot", [1, 2] .lexicographicallyPrecedes([1, 2, 0]))
func clamp(_ p: Priority) -> Priority { min(max(p, .medium), .medium) }

// expect: true [main.Priority.high, main.Priority.medium, main.Priority.low]
// expect: low medium
// expect: [main.Size.large, main.Size.medium, main.Size.small]
// expect: true true
// expect: beta(2)
// expect: beta(9)
// expect: release(major: 0, minor: 9)
// expect: release(major: 1, minor: 0)
// expect: release(major: 1, minor: 2)
// expect: true
// expect: ["a", "c", "b"] c a
// expect: false true
// expect: medium false true true
