// Protocols: compiler-synthesized Equatable, Hashable and Comparable for structs and enums (including associated values and raw values).
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Coordinate: Hashable {
    var x: Int
    var y: Int
}

enum Priority: Int, Comparable, CaseIterable {
    case low = 1, medium, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}

enum Size: Comparable {
    case small, medium, large
}

enum Shape: Hashable {
    case dot
    case line(length: Int)
    case box(w: Int, h: Int)
}

let a = Coordinate(x: 1, y: 2)
let b = Coordinate(x: 1, y: 2)
let c = Coordinate(x: 2, y: 1)
print(a == b, a == c, a != c)
let visited: Set<Coordinate> = [a, b, c]
print(visited.count, visited.contains(Coordinate(x: 2, y: 1)))

print(Priority.high > .low, Priority.allCases.max()!)
print([Size.large, .small, .medium].sorted())
print(Size.small < .large, min(Size.large, .medium))

print(Shape.line(length: 3) == .line(length: 3), Shape.line(length: 3) == .line(length: 4))
print(Shape.box(w: 1, h: 2) == .box(w: 1, h: 2), Shape.dot == .dot)
var counts: [Shape: Int] = [:]
for s in [Shape.dot, .line(length: 2), .dot, .box(w: 1, h: 1), .dot] {
    counts[s, default: 0] += 1
}
print(counts[.dot]!, counts[.line(length: 2)]!, counts[.box(w: 9, h: 9)] ?? 0)

// expect: true false true
// expect: 2 true
// expect: true high
// expect: [main.Size.small, main.Size.medium, main.Size.large]
// expect: true medium
// expect: true false
// expect: true true
// expect: 3 1 0
