// App code style: small matrix utilities — transpose, multiply, rotate, and pretty printing
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int
    let cols: Int
    private(set) var grid: [Int]

    init(rows: Int, cols: Int, repeating value: Int = 0) {
        self.rows = rows
        self.cols = cols
        grid = Array(repeating: value, count: rows * cols)
    }

    init(_ values: [[Int]]) {
        rows = values.count
        cols = values.first?.count ?? 0
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
        for r in 0..<rows {
            for c in 0..<cols { t[c, r] = self[r, c] }
        }
        return t
    }

    func rotatedClockwise() -> Matrix {
        var out = Matrix(rows: cols, cols: rows)
        for r in 0..<rows {
            for c in 0..<cols { out[c, rows - 1 - r] = self[r, c] }
        }
        return out
    }

    static func * (lhs: Matrix, rhs: Matrix) -> Matrix? {
        guard lhs.cols == rhs.rows else { return nil }
        var out = Matrix(rows: lhs.rows, cols: rhs.cols)
        for i in 0..<lhs.rows {
            for j in 0..<rhs.cols {
                var sum = 0
                for k in 0..<lhs.cols { sum += lhs[i, k] * rhs[k, j] }
                out[i, j] = sum
            }
        }
        return out
    }

    static func + (lhs: Matrix, rhs: Matrix) -> Matrix {
        var out = lhs
        for i in out.grid.indices { out.grid[i] += rhs.grid[i] }
        return out
    }

    var description: String {
        let width = grid.map { String($0).count }.max() ?? 1
        return (0..<rows).map { r in
            (0..<cols).map { c -> String in
                let s = String(self[r, c])
                return String(repeating: " ", count: width - s.count) + s
            }.joined(separator: " ")
        }.joined(separator: "\n")
    }

    var trace: Int? {
        guard rows == cols else { return nil }
        return (0..<rows).reduce(0) { $0 + self[$1, $1] }
    }
}

let a = Matrix([[1, 2, 3], [4, 5, 6]])
let b = Matrix([[7, 8], [9, 10], [11, 12]])
print("A =")
print(a)
print("A^T =")
print(a.transposed)
if let product = a * b {
    print("A x B =")
    print(product)
    print("trace: \(product.trace ?? -1)")
}
print("A x A defined? \((a * a) != nil)")
print("rotated A =")
print(a.rotatedClockwise())
let square = Matrix([[2, -1], [0, 3]])
var power = Matrix.identity(2)
for _ in 0..<4 { power = (power * square)! }
print("S^4 =")
print(power)
print("S + I =")
print(square + .identity(2))
print("Four rotations equal original: \(a.rotatedClockwise().rotatedClockwise().rotatedClockwise().rotatedClockwise() == a)")
print("Transpose twice equal: \(b.transposed.transposed == b)")

// expect: A =
// expect: 1 2 3
// expect: 4 5 6
// expect: A^T =
// expect: 1 4
// expect: 2 5
// expect: 3 6
// expect: A x B =
// expect:  58  64
// expect: 139 154
// expect: trace: 212
// expect: A x A defined? false
// expect: rotated A =
// expect: 4 1
// expect: 5 2
// expect: 6 3
// expect: S^4 =
// expect:  16 -65
// expect:   0  81
// expect: S + I =
// expect:  3 -1
// expect:  0  4
// expect: Four rotations equal original: true
// expect: Transpose twice equal: true
