// Compiler test style (synthesis): Equatable, Hashable and Comparable derived by the compiler
struct Point: Hashable {
    var x: Int
    var y: Int
}

enum Shape: Equatable {
    case circle(radius: Int)
    case rect(w: Int, h: Int)
    case empty
}

enum Priority: Comparable {
    case low, medium, high
    case custom(Int)
}

struct Version: Comparable {
    var major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
}

print(Point(x: 1, y: 2) == Point(x: 1, y: 2), Point(x: 1, y: 2) == Point(x: 2, y: 1))
print(Point(x: 3, y: 4).hashValue == Point(x: 3, y: 4).hashValue)

var seen = Set<Point>()
for p in [Point(x: 1, y: 1), Point(x: 2, y: 2), Point(x: 1, y: 1)] {
    let inserted = seen.insert(p).inserted
    print("insert \(p.x),\(p.y): \(inserted)")
}
print("unique points: \(seen.count)")

print(Shape.circle(radius: 2) == .circle(radius: 2))
print(Shape.circle(radius: 2) == .circle(radius: 3))
print(Shape.rect(w: 1, h: 2) != .empty)

let ps: [Priority] = [.custom(5), .high, .low, .custom(1), .medium]
print(ps.sorted())
print(Priority.low < .high, Priority.custom(0) > .high, Priority.custom(2) < .custom(3))
print(ps.max()!, ps.min()!)

let versions = [Version(major: 1, minor: 10), Version(major: 1, minor: 2), Version(major: 0, minor: 9)]
print(versions.sorted().map { "\($0.major).\($0.minor)" })
// >, <=, >= come for free from <
print(Version(major: 2, minor: 0) > Version(major: 1, minor: 99))
print(Version(major: 1, minor: 0) >= Version(major: 1, minor: 0))

// Dictionary keyed by a synthesized Hashable struct
var grid: [Point: String] = [:]
grid[Point(x: 0, y: 0)] = "origin"
grid[Point(x: 0, y: 0)] = "center"
print(grid.count, grid[Point(x: 0, y: 0)]!)

// expect: true false
// expect: true
// expect: insert 1,1: true
// expect: insert 2,2: true
// expect: insert 1,1: false
// expect: unique points: 2
// expect: true
// expect: false
// expect: true
// expect: [main.Priority.low, main.Priority.medium, main.Priority.high, main.Priority.custom(1), main.Priority.custom(5)]
// expect: true true true
// expect: custom(5) low
// expect: ["0.9", "1.2", "1.10"]
// expect: true
// expect: true
// expect: 1 center
