// Rosetta Code style (matrix multiplication and transpose): a generic Matrix struct with subscripts, operators and Equatable
struct Matrix<T: Numeric>: Equatable, CustomStringConvertible {
    let rows: Int, cols: Int
    var grid: [T]

    init(rows: Int, cols: Int, _ values: [T]) {
        precondition(values.count == rows * cols)
        self.rows = rows; self.cols = cols; grid = values
    }
    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n, Array(repeating: 0, count: n * n))
        for i in 0..<n { m[i, i] = 1 }
        return m
    }
    subscript(r: Int, c: Int) -> T {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
    var transposed: Matrix {
        var t = Matrix(rows: cols, cols: rows, grid)
        for r in 0..<rows { for c in 0..<cols { t[c, r] = self[r, c] } }
        return t
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        precondition(a.cols == b.rows)
        var out = Matrix(rows: a.rows, cols: b.cols, Array(repeating: 0, count: a.rows * b.cols))
        for i in 0..<a.rows {
            for j in 0..<b.cols {
                out[i, j] = (0..<a.cols).reduce(0) { $0 + a[i, $1] * b[$1, j] }
            }
        }
        return out
    }
    var description: String {
        (0..<rows).map { r in (0..<cols).map { "\(self[r, $0])" }.joined(separator: "\t") }.joined(separator: "\n")
    }
}

let a = Matrix(rows: 2, cols: 3, [1, 2, 3, 4, 5, 6])
let b = Matrix(rows: 3, cols: 2, [7, 8, 9, 10, 11, 12])
print(a * b)
print("--")
print(a.transposed)
print("--")
print(a.transposed.transposed == a, a * Matrix.identity(3) == a)
let d = Matrix(rows: 2, cols: 2, [0.5, 1.5, 2.0, -1.0])
print(d * d)
var fib = Matrix(rows: 2, cols: 2, [1, 1, 1, 0])
var power = Matrix<Int>.identity(2)
for _ in 0..<20 { power = power * fib }
print("fib(20) =", power[0, 1])
fib[1, 1] = 5
print(fib.grid, (a * b).transposed.grid)

// expect: 58	64
// expect: 139	154
// expect: --
// expect: 1	4
// expect: 2	5
// expect: 3	6
// expect: --
// expect: true true
// expect: 3.25	-0.75
// expect: -1.0	4.0
// expect: fib(20) = 6765
// expect: [1, 1, 1, 5] [58, 139, 64, 154]
