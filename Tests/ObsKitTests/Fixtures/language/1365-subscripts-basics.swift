// Subscripts: read-only subscripts, read-write subscripts with two parameters, a precondition on the indices.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int { multiplier * index }
}
let threeTimesTable = TimesTable(multiplier: 3)
print("six times three is \(threeTimesTable[6])")
print((1...5).map { threeTimesTable[$0] })
struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    func indexIsValid(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }
    subscript(row: Int, column: Int) -> Double {
        get {
            precondition(indexIsValid(row: row, column: column), "Index out of range")
            return grid[(row * columns) + column]
        }
        set {
            precondition(indexIsValid(row: row, column: column), "Index out of range")
            grid[(row * columns) + column] = newValue
        }
    }
}
var matrix = Matrix(rows: 2, columns: 2)
matrix[0, 1] = 1.5
matrix[1, 0] = 3.2
matrix[1, 0] += 1
print(matrix.grid)
print(matrix[0, 1] + matrix[1, 0], matrix.indexIsValid(row: 2, column: 2))
struct Board {
    private var cells = Array(repeating: Character("."), count: 9)
    subscript(row: Int, col: Int) -> Character {
        get { cells[row * 3 + col] }
        set { cells[row * 3 + col] = newValue }
    }
    var rendered: String {
        (0..<3).map { r in String((0..<3).map { self[r, $0] }) }.joined(separator: "/")
    }
}
var board = Board()
board[1, 1] = "X"
board[0, 2] = "O"
print(board.rendered, board[1, 1])
print("reading outside the matrix next")
print(matrix[2, 0])

// expect: six times three is 18
// expect: [3, 6, 9, 12, 15]
// expect: [0.0, 1.5, 4.2, 0.0]
// expect: 5.7 false
// expect: ..O/.X./... X
// expect: reading outside the matrix next
// expect-error: Precondition failed: Index out of range
