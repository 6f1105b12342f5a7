// Kata style (matrix operations): a Matrix struct with subscripts, multiplication, transpose and fast power
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int, cols: Int
    private(set) var grid: [Int]

    init(rows: Int, cols: Int, fill: Int = 0) {
        self.rows = rows; self.cols = cols
        grid = Array(repeating: fill, count: rows * cols)
    }
    init(_ values: [[Int]]) {
        self.init(rows: values.count, cols: values[0].count)
        grid = values.flatMap { $0 }
    }
    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }
    subscript(r: Int, c: Int) -> Int {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
    var transposed: Matrix {
        var t = Matrix(rows: cols, cols: rows)
        for r in 0..<rows { for c in 0..<cols { t[c, r] = self[r, c] } }
        return t
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        precondition(a.cols == b.rows, "shape mismatch")
        var out = Matrix(rows: a.rows, cols: b.cols)
        for i in 0..<a.rows { for j in 0..<b.cols {
            out[i, j] = (0..<a.cols).reduce(0) { $0 + a[i, $1] * b[$1, j] }
        } }
        return out
    }
    func power(_ e: Int) -> Matrix {
        var result = Matrix.identity(rows), base = self, e = e
        while e > 0 {
            if e % 2 == 1 { result = result * base }
            base = base * base
            e /= 2
        }
        return result
    }
    var description: String {
        let width = grid.map { String($0).count }.max() ?? 1
        return (0..<rows).map { r in
            (0..<cols).map { c in
                let s = String(self[r, c]); return String(repeating: " ", count: width - s.count) + s
            }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

let a = Matrix([[1, 2, 3], [4, 5, 6]])
let b = Matrix([[7, 8], [9, 10], [11, 12]])
print("A x B =\n\(a * b)")
print("A transposed =\n\(a.transposed)")
print("(AB)^T == B^T A^T: \((a * b).transposed == b.transposed * a.transposed)")
let fib = Matrix([[1, 1], [1, 0]])
for n in [10, 30, 50] { print("F(\(n)) = \(fib.power(n)[0, 1])") }
let rotate = Matrix([[0, -1], [1, 0]])
print("rotation^4 is identity: \(rotate.power(4) == .identity(2))")
let saddle = Matrix([[9, 8, 7], [5, 3, 2], [6, 6, 7]])
for r in 0..<3 { for c in 0..<3 {
    let v = saddle[r, c]
    if (0..<3).allSatisfy({ saddle[r, $0] <= v }) && (0..<3).allSatisfy({ saddle[$0, c] >= v }) {
        print("saddle point at (\(r), \(c)) = \(v)")
    }
} }

// expect: A x B =
// expect:  58  64
// expect: 139 154
// expect: A transposed =
// expect: 1 4
// expect: 2 5
// expect: 3 6
// expect: (AB)^T == B^T A^T: true
// expect: F(10) = 55
// expect: F(30) = 832040
// expect: F(50) = 12586269025
// expect: rotation^4 is identity: true
// expect: saddle point at (1, 0) = 5
