// Compiler test style: multi-parameter subscript with get/set and bounds assertion (Matrix from the book)
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
            assert(indexIsValid(row: row, column: column), "Index out of range")
            return grid[(row * columns) + column]
        }
        set {
            assert(indexIsValid(row: row, column: column), "Index out of range")
            grid[(row * columns) + column] = newValue
        }
    }
}

var matrix = Matrix(rows: 2, columns: 3)
matrix[0, 1] = 1.5
matrix[1, 0] = 3.2
matrix[1, 2] = matrix[0, 1] * 2
print(matrix.grid)

for r in 0..<matrix.rows {
    var line: [String] = []
    for c in 0..<matrix.columns {
        line.append(String(matrix[r, c]))
    }
    print(line.joined(separator: " "))
}

print(matrix.indexIsValid(row: 2, column: 0))
print(matrix.indexIsValid(row: 1, column: 2))
matrix[0, 0] += 10
print(matrix[0, 0])

// expect: [0.0, 1.5, 0.0, 3.2, 0.0, 3.0]
// expect: 0.0 1.5 0.0
// expect: 3.2 0.0 3.0
// expect: false
// expect: true
// expect: 10.0
