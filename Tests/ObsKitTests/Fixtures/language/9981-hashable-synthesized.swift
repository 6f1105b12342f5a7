// Apple docs style (Hashable / Equatable): synthesized conformance for structs and enums used in Sets and as dictionary keys
struct GridPoint: Hashable {
    var x: Int
    var y: Int
}

enum Direction: Hashable {
    case north, south, east, west
}

enum Token: Hashable {
    case number(Int)
    case word(String)
    case end
}

let origin = GridPoint(x: 0, y: 0)
let same = GridPoint(x: 0, y: 0)
let other = GridPoint(x: 1, y: 0)
print("origin == same:", origin == same, "origin == other:", origin == other)
print("origin != other:", origin != other)

var tappedPoints: Set = [GridPoint(x: 2, y: 3), GridPoint(x: 4, y: 1)]
let nextTap = GridPoint(x: 0, y: 1)
if tappedPoints.contains(nextTap) {
    print("Already tapped at (\(nextTap.x), \(nextTap.y)).")
} else {
    tappedPoints.insert(nextTap)
    print("New tap detected at (\(nextTap.x), \(nextTap.y)).")
}
let (inserted, _) = tappedPoints.insert(GridPoint(x: 2, y: 3))
print("insert duplicate inserted:", inserted, "count:", tappedPoints.count)
let sortedTaps = tappedPoints.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
print("taps:", sortedTaps.map { "(\($0.x),\($0.y))" })

// Walk a path and count visits per point using the point as a key.
var visits: [GridPoint: Int] = [:]
var pos = origin
let moves: [Direction] = [.north, .east, .south, .west, .north, .north]
for m in moves {
    switch m {
    case .north: pos.y += 1
    case .south: pos.y -= 1
    case .east: pos.x += 1
    case .west: pos.x -= 1
    }
    visits[pos, default: 0] += 1
}
for (p, n) in visits.sorted(by: { ($0.key.y, $0.key.x) < ($1.key.y, $1.key.x) }) {
    print("visited (\(p.x),\(p.y)) \(n)x")
}
print("distinct directions:", Set(moves).count)

let tokens: [Token] = [.number(1), .word("a"), .number(1), .end, .word("a"), .word("b")]
let unique = Set(tokens)
print("unique tokens:", unique.count)
print("contains .number(1):", unique.contains(.number(1)), "contains .number(2):", unique.contains(.number(2)))
print(".word(a) == .word(a):", Token.word("a") == .word("a"), ".end == .end:", Token.end == Token.end)
var counts: [Token: Int] = [:]
for t in tokens { counts[t, default: 0] += 1 }
print("count of .word(a):", counts[.word("a")]!, "count of .end:", counts[.end]!)
print("equal hash for equal values:", origin.hashValue == same.hashValue)

// expect: origin == same: true origin == other: false
// expect: origin != other: true
// expect: New tap detected at (0, 1).
// expect: insert duplicate inserted: false count: 3
// expect: taps: ["(0,1)", "(2,3)", "(4,1)"]
// expect: visited (0,0) 1x
// expect: visited (1,0) 1x
// expect: visited (0,1) 2x
// expect: visited (1,1) 1x
// expect: visited (0,2) 1x
// expect: distinct directions: 4
// expect: unique tokens: 4
// expect: contains .number(1): true contains .number(2): false
// expect: .word(a) == .word(a): true .end == .end: true
// expect: count of .word(a): 2 count of .end: 1
// expect: equal hash for equal values: true
