// Kodeco style (matrix math): a generic-free Matrix struct with a (row, column) subscript, multiplication and transpose
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int
    let columns: Int
    private var grid: [Int]

    init(rows: Int, columns: Int, repeating value: Int = 0) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: value, count: rows * columns)
    }

    init(_ values: [[Int]]) {
        self.init(rows: values.count, columns: values.first?.count ?? 0)
        for (r, row) in values.enumerated() {
            for (c, value) in row.enumerated() { self[r, c] = value }
        }
    }

    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, columns: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    subscript(row: Int, column: Int) -> Int {
        get { grid[row * columns + column] }
        set { grid[row * columns + column] = newValue }
    }

    var transposed: Matrix {
        var t = Matrix(rows: columns, columns: rows)
        for r in 0..<rows { for c in 0..<columns { t[c, r] = self[r, c] } }
        return t
    }

    var description: String {
        let width = grid.map { String($0).count }.max() ?? 1
        return (0..<rows).map { r in
            (0..<columns).map { c -> String in
                let s = String(self[r, c])
                return String(repeating: " ", count: width - s.count) + s
            }.joined(separator: " ")
        }.joined(separator: "\n")
    }

    static func * (lhs: Matrix, rhs: Matrix) -> Matrix {
        precondition(lhs.columns == rhs.rows, "size mismatch")
        var result = Matrix(rows: lhs.rows, columns: rhs.columns)
        for r in 0..<lhs.rows {
            for c in 0..<rhs.columns {
                result[r, c] = (0..<lhs.columns).reduce(0) { $0 + lhs[r, $1] * rhs[$1, c] }
            }
        }
        return result
    }

    static func + (lhs: Matrix, rhs: Matrix) -> Matrix {
        var result = lhs
        for i in result.grid.indices { result.grid[i] += rhs.grid[i] }
        return result
    }
}

let m = Matrix([[1, 2, 3], [4, 5, 6]])
let n = Matrix([[7, 8], [9, 10], [11, 12]])
print(m * n)
print("--")
print(m.transposed)
print("--")
print(m * Matrix.identity(3) == m, (m + m)[1, 2])
var power = Matrix([[1, 1], [1, 0]])
let base = power
for _ in 1..<10 { power = power * base }
print(power)

// expect:  58  64
// expect: 139 154
// expect: --
// expect: 1 4
// expect: 2 5
// expect: 3 6
// expect: --
// expect: true 12
// expect: 89 55
// expect: 55 34
