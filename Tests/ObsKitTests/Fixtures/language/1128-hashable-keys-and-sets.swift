// Collection Types: custom Hashable structs as set members and dictionary keys, enum keys, counting with a dictionary.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Coordinate: Hashable {
    var x: Int
    var y: Int
}
enum Direction: String, CaseIterable { case north, east, south, west }
var visited: Set<Coordinate> = []
var here = Coordinate(x: 0, y: 0)
visited.insert(here)
let moves: [Direction] = [.north, .east, .south, .west, .north, .north]
for move in moves {
    switch move {
    case .north: here.y += 1
    case .south: here.y -= 1
    case .east: here.x += 1
    case .west: here.x -= 1
    }
    let isNew = visited.insert(here).inserted
    print(move.rawValue, here.x, here.y, isNew ? "new" : "again")
}
print(visited.count, visited.contains(Coordinate(x: 1, y: 1)))
var moveCounts: [Direction: Int] = [:]
for move in moves { moveCounts[move, default: 0] += 1 }
for d in Direction.allCases { print(d, moveCounts[d] ?? 0) }
var labels: [Coordinate: String] = [Coordinate(x: 0, y: 0): "origin"]
labels[here] = "end"
print(labels[Coordinate(x: 0, y: 2)] ?? "-", labels[Coordinate(x: 5, y: 5)] ?? "-")
print(Coordinate(x: 1, y: 2) == Coordinate(x: 1, y: 2), Set([here, here, here]).count)
let sortedVisits = visited.sorted { ($0.y, $0.x) < ($1.y, $1.x) }.map { "(\($0.x),\($0.y))" }
print(sortedVisits.joined(separator: " "))

// expect: north 0 1 new
// expect: east 1 1 new
// expect: south 1 0 new
// expect: west 0 0 again
// expect: north 0 1 again
// expect: north 0 2 new
// expect: 5 true
// expect: north 3
// expect: east 1
// expect: south 1
// expect: west 1
// expect: end -
// expect: true 1
// expect: (0,0) (1,0) (0,1) (1,1) (0,2)
