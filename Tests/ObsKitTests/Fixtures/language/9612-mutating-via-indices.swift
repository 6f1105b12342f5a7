// Mutating structs in arrays: via indices, for-in copies, map over indices, mutating methods through subscripts
// known-gap: error: 9612-mutating-via-indices.swift:57:1: error: value of type '[Cell]' has no member 'withUnsafeMutableBufferPointer'
struct Cell: CustomStringConvertible {
    var value: Int
    var visits = 0
    mutating func visit() { visits += 1 }
    mutating func add(_ n: Int) -> Int { value += n; return value }
    var description: String { "\(value)/\(visits)" }
}
var cells = (1...4).map { Cell(value: $0) }
for var c in cells { c.visit() }
print(cells)
for i in cells.indices { cells[i].visit() }
print(cells)
for i in cells.indices where cells[i].value % 2 == 0 { cells[i].visit(); cells[i].value *= 10 }
print(cells)
let results = cells.indices.map { cells[$0].add($0) }
print(results, cells)
cells.indices.forEach { cells[$0].visits = 0 }
print(cells.map(\.visits))
var firstOdd = cells.firstIndex { $0.value % 2 == 1 }!
cells[firstOdd].value = -1
print(cells, firstOdd)
firstOdd = cells.index(after: firstOdd)
print(cells[firstOdd])
var matrix = [[Cell(value: 1)], [Cell(value: 2), Cell(value: 3)]]
matrix[1][0].visit()
matrix[1][1].value += 100
for r in matrix.indices { for c in matrix[r].indices { matrix[r][c].visit() } }
print(matrix)
var byName = ["a": Cell(value: 5)]
byName["a"]?.visit()
byName["b"]?.visit()
byName["c", default: Cell(value: 0)].visit()
print(byName.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
struct Board {
    var rows: [[Character]]
    mutating func set(_ r: Int, _ c: Int, _ ch: Character) { rows[r][c] = ch }
    subscript(r: Int, c: Int) -> Character {
        get { rows[r][c] }
        set { rows[r][c] = newValue }
    }
    var text: String { rows.map { String($0) }.joined(separator: "/") }
}
var board = Board(rows: Array(repeating: Array("..."), count: 3))
board.set(0, 0, "X")
board[1, 1] = "O"
board[2, 2] = board[0, 0]
print(board.text)
var boards = [board, board]
boards[1][0, 2] = "#"
boards[0].set(2, 0, "@")
print(boards.map(\.text))
var slice = cells[1...2]
slice[1].value = 777
print(slice.map(\.value), cells[1].value)
cells.withUnsafeMutableBufferPointer { buf in for i in buf.indices { buf[i].value = i } }
print(cells.map(\.value))
var optCells: [Cell?] = [Cell(value: 1), nil]
optCells[0]?.visit()
optCells[1]?.visit()
print(optCells.map { $0?.description ?? "nil" })

// expect: [1/0, 2/0, 3/0, 4/0]
// expect: [1/1, 2/1, 3/1, 4/1]
// expect: [1/1, 20/2, 3/1, 40/2]
// expect: [1, 21, 5, 43] [1/1, 21/2, 5/1, 43/2]
// expect: [0, 0, 0, 0]
// expect: [-1/0, 21/0, 5/0, 43/0] 0
// expect: 21/0
// expect: [[1/1], [2/2, 103/1]]
// expect: ["a=5/1", "c=0/1"]
// expect: X../.O./..X
// expect: ["X../.O./@.X", "X.#/.O./..X"]
// expect: [777, 5] 21
// expect: [0, 1, 2, 3]
// expect: ["1/1", "nil"]
