// Hashable structs as dictionary keys and set members
struct Coord: Hashable {
    let x: Int
    let y: Int
}

var visited: Set<Coord> = []
visited.insert(Coord(x: 1, y: 1))
visited.insert(Coord(x: 1, y: 1))
visited.insert(Coord(x: 2, y: 0))
print(visited.count)
print(visited.contains(Coord(x: 2, y: 0)))
print(visited.contains(Coord(x: 0, y: 2)))

var names: [Coord: String] = [:]
names[Coord(x: 0, y: 0)] = "origin"
print(names)
print(names[Coord(x: 0, y: 0)] ?? "?")
print(Coord(x: 3, y: 4).hashValue == Coord(x: 3, y: 4).hashValue)

// expect: 2
// expect: true
// expect: false
// expect: [main.Coord(x: 0, y: 0): "origin"]
// expect: origin
// expect: true
