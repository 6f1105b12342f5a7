// Swift by Sundell style (Comparable/Hashable synthesis): synthesized conformances on structs and enums
struct Version: Comparable, Hashable, CustomStringConvertible {
    let major: Int
    let minor: Int
    let patch: Int

    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    var description: String { "\(major).\(minor).\(patch)" }
}

enum Priority: Comparable {
    case low, medium, high, critical(level: Int)
}

struct Point: Hashable {
    var x: Int
    var y: Int
}

let versions = [Version(major: 1, minor: 2, patch: 0), Version(major: 1, minor: 10, patch: 1),
                Version(major: 0, minor: 9, patch: 9), Version(major: 1, minor: 2, patch: 0)]
print(versions.sorted())
print(versions.max()!, versions.min()!)
print(Set(versions).count)
print(Version(major: 2, minor: 0, patch: 0) > Version(major: 1, minor: 99, patch: 99))
print(versions.sorted(by: >).map(\.description))

let priorities: [Priority] = [.high, .critical(level: 2), .low, .critical(level: 1), .medium]
print(priorities.sorted())
print(Priority.low < .medium, Priority.critical(level: 5) > .high)

var visited: Set<Point> = [Point(x: 0, y: 0)]
let moves = [(1, 0), (0, 1), (-1, 0), (0, -1), (1, 0)]
var current = Point(x: 0, y: 0)
for (dx, dy) in moves {
    current.x += dx
    current.y += dy
    let fresh = visited.insert(current).inserted
    print(current, fresh)
}
print(visited.count, Point(x: 1, y: 1) == Point(x: 1, y: 1))
let counts = Dictionary([Point(x: 1, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 2)].map { ($0, 1) }, uniquingKeysWith: +)
print(counts[Point(x: 1, y: 0)]!, counts[Point(x: 2, y: 2)]!)

// expect: [0.9.9, 1.2.0, 1.2.0, 1.10.1]
// expect: 1.10.1 0.9.9
// expect: 3
// expect: true
// expect: ["1.10.1", "1.2.0", "1.2.0", "0.9.9"]
// expect: [main.Priority.low, main.Priority.medium, main.Priority.high, main.Priority.critical(level: 1), main.Priority.critical(level: 2)]
// expect: true true
// expect: Point(x: 1, y: 0) true
// expect: Point(x: 1, y: 1) true
// expect: Point(x: 0, y: 1) true
// expect: Point(x: 0, y: 0) false
// expect: Point(x: 1, y: 0) false
// expect: 4 true
// expect: 2 1
