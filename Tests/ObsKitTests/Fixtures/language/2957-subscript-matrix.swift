// Compiler test style: read-write subscripts with multiple parameters and precondition-guarded indices
struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    func indexIsValid(row: Int, column: Int) -> Bool {
        return row >= 0 && row < rows && column >= 0 && column < columns
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
print(matrix.grid)
matrix[1, 1] += matrix[0, 1] * 2
print(matrix[1, 1])
print(matrix.indexIsValid(row: 2, column: 2))

struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int {
        return multiplier * index
    }
}
let threeTimesTable = TimesTable(multiplier: 3)
print("six times three is \(threeTimesTable[6])")
print((1...5).map { threeTimesTable[$0] })

var identity = Matrix(rows: 3, columns: 3)
for i in 0..<3 { identity[i, i] = 1 }
for r in 0..<3 {
    print((0..<3).map { identity[r, $0] == 1 ? "1" : "0" }.joined(separator: " "))
}
// expect: [0.0, 1.5, 3.2, 0.0]
// expect: 3.0
// expect: false
// expect: six times three is 18
// expect: [3, 6, 9, 12, 15]
// expect: 1 0 0
// expect: 0 1 0
// expect: 0 0 1
