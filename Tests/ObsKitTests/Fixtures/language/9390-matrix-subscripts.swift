// matrix struct with (row, column) subscripts, operators, transpose and identity (expected output from swiftc 6.3.1 on Linux)
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int
    let columns: Int
    private var grid: [Double]

    init(rows: Int, columns: Int, repeating value: Double = 0) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: value, count: rows * columns)
    }

    init(_ values: [[Double]]) {
        self.init(rows: values.count, columns: values[0].count)
        for (r, row) in values.enumerated() {
            for (c, v) in row.enumerated() { self[r, c] = v }
        }
    }

    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, columns: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    func indexIsValid(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }

    subscript(row: Int, column: Int) -> Double {
        get {
            precondition(indexIsValid(row: row, column: column), "Index out of range")
            return grid[row * columns + column]
        }
        set {
            precondition(indexIsValid(row: row, column: column), "Index out of range")
            grid[row * columns + column] = newValue
        }
    }

    var transposed: Matrix {
        var t = Matrix(rows: columns, columns: rows)
        for r in 0..<rows { for c in 0..<columns { t[c, r] = self[r, c] } }
        return t
    }

    static func * (a: Matrix, b: Matrix) -> Matrix {
        var result = Matrix(rows: a.rows, columns: b.columns)
        for i in 0..<a.rows { for j in 0..<b.columns {
            result[i, j] = (0..<a.columns).reduce(0) { $0 + a[i, $1] * b[$1, j] }
        } }
        return result
    }

    static func + (a: Matrix, b: Matrix) -> Matrix {
        var result = a
        for i in 0..<a.grid.count { result.grid[i] += b.grid[i] }
        return result
    }

    var description: String {
        (0..<rows).map { r in
            (0..<columns).map { c in String(self[r, c]) }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

let a = Matrix([[1, 2, 3], [4, 5, 6]])
let b = Matrix([[7, 8], [9, 10], [11, 12]])
print(a)
print("transposed:\n\(a.transposed)")
print("a * b:\n\(a * b)")
let sq = Matrix([[2, 0], [1, 3]])
print("sq * I == sq: \(sq * .identity(2) == sq)")
print("sq + sq:\n\(sq + sq)")
print("valid (2,0): \(a.indexIsValid(row: 2, column: 0))")
// expect: 1.0 2.0 3.0
// expect: 4.0 5.0 6.0
// expect: transposed:
// expect: 1.0 4.0
// expect: 2.0 5.0
// expect: 3.0 6.0
// expect: a * b:
// expect: 58.0 64.0
// expect: 139.0 154.0
// expect: sq * I == sq: true
// expect: sq + sq:
// expect: 4.0 0.0
// expect: 2.0 6.0
// expect: valid (2,0): false
