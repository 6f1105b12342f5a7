// Small app logic: a Matrix struct with operator overloading, subscripts and determinant
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int, cols: Int
    private(set) var data: [Int]

    init(rows: Int, cols: Int, repeating v: Int = 0) {
        self.rows = rows; self.cols = cols
        data = Array(repeating: v, count: rows * cols)
    }
    init(_ values: [[Int]]) {
        rows = values.count
        cols = values.first?.count ?? 0
        data = values.flatMap { $0 }
        precondition(data.count == rows * cols, "ragged matrix")
    }
    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    subscript(r: Int, c: Int) -> Int {
        get { data[r * cols + c] }
        set { data[r * cols + c] = newValue }
    }

    var transposed: Matrix {
        var t = Matrix(rows: cols, cols: rows)
        for r in 0..<rows { for c in 0..<cols { t[c, r] = self[r, c] } }
        return t
    }

    var description: String {
        let width = data.map { String($0).count }.max() ?? 1
        return (0..<rows).map { r in
            "[" + (0..<cols).map { c in
                let s = String(self[r, c])
                return String(repeating: " ", count: width - s.count) + s
            }.joined(separator: " ") + "]"
        }.joined(separator: "\n")
    }

    static func + (a: Matrix, b: Matrix) -> Matrix {
        precondition(a.rows == b.rows && a.cols == b.cols)
        var m = a
        for i in m.data.indices { m.data[i] += b.data[i] }
        return m
    }
    static func * (k: Int, a: Matrix) -> Matrix {
        var m = a
        m.data = m.data.map { $0 * k }
        return m
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        precondition(a.cols == b.rows, "dimension mismatch")
        var m = Matrix(rows: a.rows, cols: b.cols)
        for i in 0..<a.rows {
            for j in 0..<b.cols {
                m[i, j] = (0..<a.cols).reduce(0) { $0 + a[i, $1] * b[$1, j] }
            }
        }
        return m
    }
    static func ^ (a: Matrix, n: Int) -> Matrix {
        (0..<n).reduce(Matrix.identity(a.rows)) { acc, _ in acc * a }
    }

    func minor(_ row: Int, _ col: Int) -> Matrix {
        var vals: [[Int]] = []
        for r in 0..<rows where r != row {
            vals.append((0..<cols).filter { $0 != col }.map { self[r, $0] })
        }
        return Matrix(vals)
    }
    var determinant: Int {
        precondition(rows == cols)
        if rows == 1 { return data[0] }
        if rows == 2 { return self[0, 0] * self[1, 1] - self[0, 1] * self[1, 0] }
        return (0..<cols).reduce(0) { acc, c in
            acc + (c % 2 == 0 ? 1 : -1) * self[0, c] * minor(0, c).determinant
        }
    }
}

let a = Matrix([[1, 2, 3], [4, 5, 6]])
let b = Matrix([[7, 8], [9, 10], [11, 12]])
print("A =\n\(a)")
print("A x B =\n\(a * b)")
print("B x A =\n\(b * a)")
print("A^T =\n\(a.transposed)")
print("A + A^T^T == 2A:", a + a.transposed.transposed == 2 * a)

let fib = Matrix([[1, 1], [1, 0]])
print("fib^10 =\n\(fib ^ 10)")
print("F(30) =", (fib ^ 30)[0, 1])

let sq = Matrix([[2, -3, 1], [2, 0, -1], [1, 4, 5]])
print("det =", sq.determinant, "det(I4) =", Matrix.identity(4).determinant)
print("det(A*B) =", (a * b).determinant, "det(B*A) =", (b * a).determinant)
print("identity check:", sq * Matrix.identity(3) == sq)

// expect: A =
// expect: [1 2 3]
// expect: [4 5 6]
// expect: A x B =
// expect: [ 58  64]
// expect: [139 154]
// expect: B x A =
// expect: [ 39  54  69]
// expect: [ 49  68  87]
// expect: [ 59  82 105]
// expect: A^T =
// expect: [1 4]
// expect: [2 5]
// expect: [3 6]
// expect: A + A^T^T == 2A: true
// expect: fib^10 =
// expect: [89 55]
// expect: [55 34]
// expect: F(30) = 832040
// expect: det = 49 det(I4) = 1
// expect: det(A*B) = 36 det(B*A) = 0
// expect: identity check: true
