// Rosetta Code style (Matrix multiplication and transposition): a generic Matrix struct with operators and subscripts
struct Matrix<T: Numeric>: CustomStringConvertible, Equatable {
    let rows: Int, cols: Int
    var data: [T]
    init(_ rows: [[T]]) {
        self.rows = rows.count; self.cols = rows.first?.count ?? 0
        data = rows.flatMap { $0 }
    }
    init(rows: Int, cols: Int, fill: T = 0) {
        self.rows = rows; self.cols = cols
        data = Array(repeating: fill, count: rows * cols)
    }
    subscript(r: Int, c: Int) -> T {
        get { data[r * cols + c] }
        set { data[r * cols + c] = newValue }
    }
    var transposed: Matrix {
        var m = Matrix(rows: cols, cols: rows)
        for r in 0..<rows { for c in 0..<cols { m[c, r] = self[r, c] } }
        return m
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        precondition(a.cols == b.rows, "dimension mismatch")
        var m = Matrix(rows: a.rows, cols: b.cols)
        for i in 0..<a.rows { for j in 0..<b.cols {
            m[i, j] = (0..<a.cols).reduce(0) { $0 + a[i, $1] * b[$1, j] }
        } }
        return m
    }
    var description: String {
        (0..<rows).map { r in (0..<cols).map { "\(self[r, $0])" }.joined(separator: "\t") }.joined(separator: "\n")
    }
}
let a = Matrix([[1, 2, 3], [4, 5, 6]])
let b = Matrix([[7, 8], [9, 10], [11, 12]])
print("A x B =\n\(a * b)")
print("A^T =\n\(a.transposed)")
print("(AB)^T == B^T A^T:", (a * b).transposed == b.transposed * a.transposed)
let d = Matrix<Double>([[0.5, 1.5], [2.0, -1.0]])
print(d * d)
var identity = Matrix<Int>(rows: 3, cols: 3)
for i in 0..<3 { identity[i, i] = 1 }
print(b.transposed * identity == b.transposed, identity.data)
// expect: A x B =
// expect: 58	64
// expect: 139	154
// expect: A^T =
// expect: 1	4
// expect: 2	5
// expect: 3	6
// expect: (AB)^T == B^T A^T: true
// expect: 3.25	-0.75
// expect: -1.0	4.0
// expect: true [1, 0, 0, 0, 1, 0, 0, 0, 1]
