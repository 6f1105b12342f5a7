// Compiler test style: Sendable value types passed into child tasks and back to the caller
struct Point: Sendable, Hashable {
    var x: Int
    var y: Int
}

enum Direction: Sendable, CaseIterable {
    case north, east, south, west
}

func move(_ p: Point, _ d: Direction) async -> Point {
    switch d {
    case .north: return Point(x: p.x, y: p.y + 1)
    case .east: return Point(x: p.x + 1, y: p.y)
    case .south: return Point(x: p.x, y: p.y - 1)
    case .west: return Point(x: p.x - 1, y: p.y)
    }
}

let origin = Point(x: 0, y: 0)
let moved = await withTaskGroup(of: (Int, Point).self) { group -> [Point] in
    for (i, d) in Direction.allCases.enumerated() {
        group.addTask { (i, await move(origin, d)) }
    }
    var out: [(Int, Point)] = []
    for await item in group { out.append(item) }
    return out.sorted { $0.0 < $1.0 }.map { $0.1 }
}
for p in moved {
    print("(\(p.x), \(p.y))")
}
print("distinct:", Set(moved).count)

func checkSendable<T: Sendable>(_ value: T) -> String { "sendable \(T.self)" }
print(checkSendable(origin))
print(checkSendable(Direction.west))
// expect: (0, 1)
// expect: (1, 0)
// expect: (0, -1)
// expect: (-1, 0)
// expect: distinct: 4
// expect: sendable Point
// expect: sendable Direction
