// Compiler test style: subscripts with multiple parameters, getters and setters, and index validation
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
            assert(indexIsValid(row: row, column: column), "Index out of range")
            return grid[(row * columns) + column]
        }
        set {
            assert(indexIsValid(row: row, column: column), "Index out of range")
            grid[(row * columns) + column] = newValue
        }
    }
    subscript(row row: Int) -> [Double] {
        get { Array(grid[(row * columns)..<((row + 1) * columns)]) }
        set {
            for (i, v) in newValue.enumerated() where i < columns {
                grid[row * columns + i] = v
            }
        }
    }
}

struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int {
        return multiplier * index
    }
}

var matrix = Matrix(rows: 2, columns: 2)
matrix[0, 1] = 1.5
matrix[1, 0] = 3.2
print(matrix.grid)
matrix[1, 1] += 10
matrix[0, 0] -= 1
print("row 0: \(matrix[row: 0])")
matrix[row: 1] = [7, 8, 9]
print("row 1: \(matrix[row: 1])")
matrix[row: 0][1] = 42
print(matrix.grid)
print("valid(2,0)? \(matrix.indexIsValid(row: 2, column: 0))")

let threeTimesTable = TimesTable(multiplier: 3)
print("six times three is \(threeTimesTable[6])")
print((0...5).map { threeTimesTable[$0] })
// expect: [0.0, 1.5, 3.2, 0.0]
// expect: row 0: [-1.0, 1.5]
// expect: row 1: [7.0, 8.0]
// expect: [-1.0, 42.0, 7.0, 8.0]
// expect: valid(2,0)? false
// expect: six times three is 18
// expect: [0, 3, 6, 9, 12, 15]
