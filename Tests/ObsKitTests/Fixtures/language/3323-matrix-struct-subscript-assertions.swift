// Swift book style: matrix struct with subscript, assertions on valid indices, and operations
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
    var transposed: Matrix {
        var t = Matrix(rows: columns, columns: rows)
        for r in 0..<rows { for c in 0..<columns { t[c, r] = self[r, c] } }
        return t
    }
    static func * (lhs: Matrix, rhs: Matrix) -> Matrix {
        var m = Matrix(rows: lhs.rows, columns: rhs.columns)
        for i in 0..<lhs.rows {
            for j in 0..<rhs.columns {
                m[i, j] = (0..<lhs.columns).reduce(0.0) { $0 + lhs[i, $1] * rhs[$1, j] }
            }
        }
        return m
    }
    func show() {
        for r in 0..<rows {
            print((0..<columns).map { String(self[r, $0]) }.joined(separator: " "))
        }
    }
}

var matrix = Matrix(rows: 2, columns: 2)
matrix[0, 1] = 1.5
matrix[1, 0] = 3.2
matrix.show()
print(matrix.indexIsValid(row: 2, column: 2))
var a = Matrix(rows: 2, columns: 3)
a.grid = [1, 2, 3, 4, 5, 6]
let t = a.transposed
t.show()
let p = a * t
p.show()
print(p.rows, p.columns, p.grid.reduce(0, +))
// expect: 0.0 1.5
// expect: 3.2 0.0
// expect: false
// expect: 1.0 4.0
// expect: 2.0 5.0
// expect: 3.0 6.0
// expect: 14.0 32.0
// expect: 32.0 77.0
// expect: 2 2 155.0
