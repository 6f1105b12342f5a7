// Collection Types: nested arrays as a grid: building, indexing, transposing, flattening, neighbours, rendering rows.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var grid = Array(repeating: Array(repeating: 0, count: 4), count: 3)
for row in 0..<3 {
    for col in 0..<4 { grid[row][col] = row * 4 + col }
}
for row in grid { print(row.map { $0 < 10 ? " \($0)" : "\($0)" }.joined(separator: " ")) }
let transposed = (0..<4).map { col in grid.map { $0[col] } }
print(transposed)
print(grid.joined().reduce(0, +), grid.flatMap { $0 }.filter { $0 % 5 == 0 })
func neighbours(_ r: Int, _ c: Int) -> [Int] {
    var result: [Int] = []
    for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
        let nr = r + dr, nc = c + dc
        guard grid.indices.contains(nr), grid[nr].indices.contains(nc) else { continue }
        result.append(grid[nr][nc])
    }
    return result
}
print(neighbours(0, 0), neighbours(1, 2))
grid[1].removeLast()
grid.append([99])
print(grid.map(\.count), grid.last!.first!)
var board: [[Character]] = Array(repeating: Array("..."), count: 3)
board[1][1] = "X"
board[0][2] = "O"
print(board.map { String($0) }.joined(separator: "\n"))
let diagonal = (0..<3).map { board[$0][$0] }
print(String(diagonal), board.joined().filter { $0 != "." }.count)
let table: [String: [Int]] = ["odd": [1, 3], "even": [2]]
print(table["odd"]?.last as Any, table["none"]?.count ?? 0, table.values.map(\.count).reduce(0, +))

// expect:  0  1  2  3
// expect:  4  5  6  7
// expect:  8  9 10 11
// expect: [[0, 4, 8], [1, 5, 9], [2, 6, 10], [3, 7, 11]]
// expect: 66 [0, 5, 10]
// expect: [4, 1] [2, 10, 5, 7]
// expect: [4, 3, 4, 1] 99
// expect: ..O
// expect: .X.
// expect: ...
// expect: .X. 2
// expect: Optional(3) 0 3
