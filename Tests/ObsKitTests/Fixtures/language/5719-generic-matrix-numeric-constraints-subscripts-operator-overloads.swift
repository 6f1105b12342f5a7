// objc.io Advanced Swift style (generics): a generic Matrix with Numeric constraints, subscripts and operator overloads
struct Matrix<T: Numeric>: CustomStringConvertible, Equatable {
    let rows: Int, cols: Int
    private(set) var grid: [T]

    init(rows: Int, cols: Int, fill: T = 0) {
        self.rows = rows; self.cols = cols
        grid = Array(repeating: fill, count: rows * cols)
    }

    init(_ values: [[T]]) {
        self.init(rows: values.count, cols: values.first?.count ?? 0)
        for (r, row) in values.enumerated() { for (c, v) in row.enumerated() { self[r, c] = v } }
    }

    subscript(r: Int, c: Int) -> T {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }

    var transposed: Matrix {
        var m = Matrix(rows: cols, cols: rows)
        for r in 0..<rows { for c in 0..<cols { m[c, r] = self[r, c] } }
        return m
    }

    static func * (a: Matrix, b: Matrix) -> Matrix {
        var m = Matrix(rows: a.rows, cols: b.cols)
        for r in 0..<a.rows {
            for c in 0..<b.cols {
                m[r, c] = (0..<a.cols).reduce(0) { $0 + a[r, $1] * b[$1, c] }
            }
        }
        return m
    }

    static func + (a: Matrix, b: Matrix) -> Matrix {
        var m = a
        for i in m.grid.indices { m.grid[i] += b.grid[i] }
        return m
    }

    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    var description: String {
        (0..<rows).map { r in (0..<cols).map { "\(self[r, $0])" }.joined(separator: " ") }.joined(separator: " | ")
    }
}

let a = Matrix([[1, 2], [3, 4]])
let b = Matrix([[0, 1], [1, 0]])
print(a * b)
print(a + b)
print(a.transposed)
print(a * .identity(2) == a)
let tall = Matrix([[1.5, 2.0, 0.5]])
print(tall.transposed, (tall * tall.transposed))
var power = Matrix<Int>.identity(2)
let fibStep = Matrix([[1, 1], [1, 0]])
for _ in 0..<10 { power = power * fibStep }
print(power, power[0, 1])

// expect: 2 1 | 4 3
// expect: 1 3 | 4 4
// expect: 1 3 | 2 4
// expect: true
// expect: 1.5 | 2.0 | 0.5 6.5
// expect: 89 55 | 55 34 55
