// synthesized Equatable, Hashable and Comparable for structs and enums (with payloads)
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Version: Hashable, Comparable {
    var major: Int, minor: Int, patch: Int
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
}
enum Priority: Comparable { case low, medium, high, critical }
enum Shape: Hashable, Comparable {
    case point
    case circle(radius: Int)
    case rect(w: Int, h: Int)
}
enum Level: Int, Comparable {
    case debug = 10, info = 5, error = 1
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
struct Tagged: Hashable {
    var id: Int
    var labels: Set<String>
    var parent: Version?
}

let v1 = Version(major: 1, minor: 2, patch: 3)
let v2 = Version(major: 1, minor: 10, patch: 0)
print(v1 == v2, v1 < v2, v1 == Version(major: 1, minor: 2, patch: 3), [v2, v1].max()! == v2)
print(Set([v1, v2, v1]).count, [v1: "a"][Version(major: 1, minor: 2, patch: 3)] ?? "?")

print(Priority.low < .high, Priority.critical > .medium, [Priority.high, .low, .critical, .medium].sorted())
print(Priority.medium.hashValue == Priority.medium.hashValue, Priority.low == .low)

let shapes: [Shape] = [.rect(w: 2, h: 1), .circle(radius: 5), .point, .circle(radius: 2), .rect(w: 1, h: 9)]
print(shapes.sorted())
print(Shape.circle(radius: 1) == .circle(radius: 1), Shape.circle(radius: 1) == .circle(radius: 2), Shape.point == .point)
print(Set(shapes + [.point, .circle(radius: 5)]).count, shapes.min()!, shapes.max()!)
print(shapes.firstIndex(of: .circle(radius: 2)) as Any, shapes.contains(.rect(w: 9, h: 1)))

print([Level.debug, .error, .info].sorted(), Level.error < .debug, Level.info.rawValue)

let t1 = Tagged(id: 1, labels: ["x", "y"], parent: v1)
let t2 = Tagged(id: 1, labels: ["y", "x"], parent: v1)
let t3 = Tagged(id: 1, labels: ["x"], parent: nil)
print(t1 == t2, t1 == t3, t1.hashValue == t2.hashValue, Set([t1, t2, t3]).count)

var hasher1 = Hasher()
hasher1.combine(v1)
var hasher2 = Hasher()
hasher2.combine(Version(major: 1, minor: 2, patch: 3))
print(hasher1.finalize() == hasher2.finalize())

struct Wrapper<T> { var value: T }
extension Wrapper: Equatable where T: Equatable {}
extension Wrapper: Hashable where T: Hashable {}
print(Wrapper(value: [1, 2]) == Wrapper(value: [1, 2]), Set([Wrapper(value: "a"), Wrapper(value: "a")]).count)

enum Tree: Equatable {
    case leaf(Int)
    indirect case node(Tree, Tree)
}
let ta = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))
let tb = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))
print(ta == tb, ta == .node(.leaf(1), .leaf(2)))
let counts = Dictionary(shapes.map { ($0, 1) }, uniquingKeysWith: +)
print(counts.count, counts[.point]!)
print((1, "a") == (1, "a"), (1, "b") < (1, "c"), (2, 0, 0) > (1, 9, 9))

// expect: false true true true
// expect: 2 a
// expect: true true [main.Priority.low, main.Priority.medium, main.Priority.high, main.Priority.critical]
// expect: true true
// expect: [main.Shape.point, main.Shape.circle(radius: 2), main.Shape.circle(radius: 5), main.Shape.rect(w: 1, h: 9), main.Shape.rect(w: 2, h: 1)]
// expect: true false true
// expect: 5 point rect(w: 2, h: 1)
// expect: Optional(3) false
// expect: [main.Level.error, main.Level.info, main.Level.debug] true 5
// expect: true false true 2
// expect: true
// expect: true 1
// expect: true false
// expect: 5 1
// expect: true true true
