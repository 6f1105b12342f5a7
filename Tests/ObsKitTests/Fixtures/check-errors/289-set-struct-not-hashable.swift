// Check error: a Set of a struct that is not Hashable
struct Coordinate {
    var x: Int
    var y: Int
}

var visited: Set<Coordinate> = []
visited.insert(Coordinate(x: 0, y: 0))
print(visited.count)
// expect-error: type 'Coordinate' does not conform to protocol 'Hashable'
