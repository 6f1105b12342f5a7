// Puzzle style: matrix operations — multiply, transpose, determinant, and Fibonacci by fast matrix power
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int
    let cols: Int
    private var storage: [Int]

    init(rows: Int, cols: Int, repeating value: Int = 0) {
        self.rows = rows
        self.cols = cols
        storage = Array(repeating: value, count: rows * cols)
    }

    init(_ values: [[Int]]) {
        self.init(rows: values.count, cols: values.first?.count ?? 0)
        for (r, row) in values.enumerated() {
            for (c, v) in row.enumerated() { self[r, c] = v }
        }
    }

    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    subscript(row: Int, col: Int) -> Int {
        get { storage[row * cols + col] }
        set { storage[row * cols + col] = newValue }
    }

    var transposed: Matrix {
        var t = Matrix(rows: cols, cols: rows)
        for r in 0..<rows { for c in 0..<cols { t[c, r] = self[r, c] } }
        return t
    }

    static func * (lhs: Matrix, rhs: Matrix) -> Matrix {
        precondition(lhs.cols == rhs.rows, "dimension mismatch")
        var result = Matrix(rows: lhs.rows, cols: rhs.cols)
        for i in 0..<lhs.rows {
            for j in 0..<rhs.cols {
                result[i, j] = (0..<lhs.cols).reduce(0) { $0 + lhs[i, $1] * rhs[$1, j] }
            }
        }
        return result
    }

    func power(_ exponent: Int) -> Matrix {
        var base = self, result = Matrix.identity(rows), e = exponent
        while e > 0 {
            if e & 1 == 1 { result = result * base }
            e >>= 1
            if e > 0 { base = base * base }
        }
        return result
    }

    func determinant() -> Int {
        if rows == 1 { return self[0, 0] }
        if rows == 2 { return self[0, 0] * self[1, 1] - self[0, 1] * self[1, 0] }
        return (0..<cols).reduce(0) { total, c in
            let minor = Matrix((1..<rows).map { r in (0..<cols).filter { $0 != c }.map { self[r, $0] } })
            let sign = c % 2 == 0 ? 1 : -1
            return total + sign * self[0, c] * minor.determinant()
        }
    }

    var description: String {
        (0..<rows).map { r in (0..<cols).map { String(self[r, $0]) }.joined(separator: " ") }.joined(separator: " | ")
    }
}

let a = Matrix([[1, 2, 3], [4, 5, 6]])
let b = Matrix([[7, 8], [9, 10], [11, 12]])
print("A = \(a)")
print("A^T = \(a.transposed)")
print("A*B = \(a * b)")
print("B*A = \(b * a)")
print("(A*B)^T == B^T*A^T: \((a * b).transposed == b.transposed * a.transposed)")
let square = Matrix([[2, -3, 1], [2, 0, -1], [1, 4, 5]])
print("det = \(square.determinant()), det(I4) = \(Matrix.identity(4).determinant())")
let m4 = Matrix([[3, 2, 0, 1], [4, 0, 1, 2], [3, 0, 2, 1], [9, 2, 3, 1]])
print("det 4x4 = \(m4.determinant())")
let fib = Matrix([[1, 1], [1, 0]])
for n in [10, 50, 90] {
    print("F(\(n)) = \(fib.power(n)[0, 1])")
}
print("square^3 = \(square.power(3))")
// expect: A = 1 2 3 | 4 5 6
// expect: A^T = 1 4 | 2 5 | 3 6
// expect: A*B = 58 64 | 139 154
// expect: B*A = 39 54 69 | 49 68 87 | 59 82 105
// expect: (A*B)^T == B^T*A^T: true
// expect: det = 49, det(I4) = 1
// expect: det 4x4 = 24
// expect: F(10) = 55
// expect: F(50) = 12586269025
// expect: F(90) = 2880067194370816120
// expect: square^3 = 4 43 51 | -17 -21 -2 | 86 43 108
