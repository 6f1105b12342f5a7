// Mistake: builds a Set of a struct that is not Hashable.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Cell {
    var row: Int
    var column: Int
}

var visited = Set<Cell>()
visited.insert(Cell(row: 0, column: 0))
visited.insert(Cell(row: 0, column: 1))
visited.insert(Cell(row: 0, column: 0))
print("Visited \(visited.count) cells")
// expect-error: type 'Cell' does not conform to protocol 'Hashable'
