// Rosetta Code style (Matrix multiplication and transposition): a generic Matrix over a Numeric element
struct Matrix<T: Numeric>: Equatable, CustomStringConvertible {
    let rows: Int, cols: Int
    private(set) var grid: [T]

    init(rows: Int, cols: Int, repeating value: T = 0) {
        self.rows = rows; self.cols = cols
        grid = Array(repeating: value, count: rows * cols)
    }

    init(_ data: [[T]]) {
        rows = data.count
        cols = data.first?.count ?? 0
        grid = data.flatMap { $0 }
    }

    subscript(r: Int, c: Int) -> T {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }

    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    var transposed: Matrix {
        var t = Matrix(rows: cols, cols: rows)
        for r in 0..<rows { for c in 0..<cols { t[c, r] = self[r, c] } }
        return t
    }

    static func * (a: Matrix, b: Matrix) -> Matrix? {
        guard a.cols == b.rows else { return nil }
        var m = Matrix(rows: a.rows, cols: b.cols)
        for i in 0..<a.rows {
            for j in 0..<b.cols {
                m[i, j] = (0..<a.cols).reduce(0) { $0 + a[i, $1] * b[$1, j] }
            }
        }
        return m
    }

    var description: String {
        (0..<rows).map { r in
            (0..<cols).map { c in "\(self[r, c])" }.joined(separator: " ")
        }.joined(separator: " | ")
    }
}

let a = Matrix([[1, 2, 3], [4, 5, 6]])
let b = Matrix([[7, 8], [9, 10], [11, 12]])
print("a =", a)
print("aT =", a.transposed)
if let p = a * b { print("a*b =", p) }
print((a * a) as Any)
print((a * Matrix<Int>.identity(3))! == a)
let f = Matrix<Double>([[0.5, 1.5], [2.0, -1.0]])
print(f * f as Any)

func power(_ m: Matrix<Int>, _ n: Int) -> Matrix<Int> {
    var result = Matrix<Int>.identity(m.rows), base = m, k = n
    while k > 0 {
        if k & 1 == 1 { result = (result * base)! }
        base = (base * base)!
        k >>= 1
    }
    return result
}
let fibM = Matrix([[1, 1], [1, 0]])
print((1...10).map { power(fibM, $0)[0, 1] })
print(power(fibM, 50)[0, 1])
print(Matrix<Int>(rows: 2, cols: 2, repeating: 7), Matrix<Int>.identity(2).grid)

// expect: a = 1 2 3 | 4 5 6
// expect: aT = 1 4 | 2 5 | 3 6
// expect: a*b = 58 64 | 139 154
// expect: nil
// expect: true
// expect: Optional(3.25 -0.75 | -1.0 4.0)
// expect: [1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
// expect: 12586269025
// expect: 7 7 | 7 7 [1, 0, 0, 1]
