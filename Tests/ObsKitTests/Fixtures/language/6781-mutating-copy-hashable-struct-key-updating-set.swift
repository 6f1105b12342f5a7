// Advanced Swift style (hashable values as keys): mutating a copy of a Hashable struct key, and updating a Set member by remove-modify-insert
struct Coordinate: Hashable, CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String { "(\(x),\(y))" }

    mutating func move(dx: Int, dy: Int) {
        x += dx
        y += dy
    }
}

var labels: [Coordinate: String] = [:]
var home = Coordinate(x: 0, y: 0)
labels[home] = "home"
home.move(dx: 1, dy: 1)
labels[home] = "moved"
print(labels.count, labels[Coordinate(x: 0, y: 0)] ?? "-", labels[home] ?? "-")

var visited: Set<Coordinate> = [Coordinate(x: 0, y: 0), Coordinate(x: 2, y: 3)]
if var member = visited.remove(Coordinate(x: 2, y: 3)) {
    member.move(dx: 10, dy: 0)
    visited.insert(member)
}
print(visited.sorted { ($0.x, $0.y) < ($1.x, $1.y) })

let (inserted, existing) = visited.insert(Coordinate(x: 0, y: 0))
print(inserted, existing)

var path = [Coordinate(x: 0, y: 0)]
for step in [(1, 0), (0, 1), (1, 0), (-1, 0)] {
    var next = path.last!
    next.move(dx: step.0, dy: step.1)
    path.append(next)
}
print(path)
print(Set(path).count, path.count)

var firstSeen: [Coordinate: Int] = [:]
for (i, c) in path.enumerated() where firstSeen[c] == nil {
    firstSeen[c] = i
}
print(firstSeen.sorted { $0.value < $1.value }.map { "\($0.key)@\($0.value)" })
print(Coordinate(x: 1, y: 2) == Coordinate(x: 1, y: 2), Coordinate(x: 1, y: 2).hashValue == Coordinate(x: 1, y: 2).hashValue)

// expect: 2 home moved
// expect: [(0,0), (12,3)]
// expect: false (0,0)
// expect: [(0,0), (1,0), (1,1), (2,1), (1,1)]
// expect: 4 5
// expect: ["(0,0)@0", "(1,0)@1", "(1,1)@2", "(2,1)@3"]
// expect: true true
