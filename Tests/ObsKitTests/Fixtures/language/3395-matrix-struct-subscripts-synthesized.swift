// App code style: a Matrix struct with subscripts, synthesized Equatable, CustomStringConvertible and a Sequence of rows
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int
    let cols: Int
    private(set) var grid: [Int]

    init(rows: Int, cols: Int, fill: Int = 0) {
        self.rows = rows
        self.cols = cols
        grid = Array(repeating: fill, count: rows * cols)
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
        var out = Matrix(rows: a.rows, cols: b.cols)
        for r in 0..<a.rows {
            for c in 0..<b.cols {
                out[r, c] = (0..<a.cols).reduce(0) { $0 + a[r, $1] * b[$1, c] }
            }
        }
        return out
    }

    var rowSequence: some Sequence<[Int]> {
        (0..<rows).lazy.map { r in Array(self.grid[r * self.cols ..< (r + 1) * self.cols]) }
    }

    var description: String {
        rowSequence.map { $0.map(String.init).joined(separator: " ") }.joined(separator: "\n")
    }
}

var a = Matrix(rows: 2, cols: 3)
var n = 1
for r in 0..<2 { for c in 0..<3 { a[r, c] = n; n += 1 } }
print(a)
print("--")
print(a.transposed)
print("--")
let p = a * a.transposed
print(p)
print("--")
print(p == p.transposed, a == a.transposed)
print(a.transposed.transposed == a)
var id = Matrix(rows: 2, cols: 2)
id[0, 0] = 1; id[1, 1] = 1
print(id * p == p, p * id == p)
for (i, row) in p.rowSequence.enumerated() {
    print("row \(i): sum \(row.reduce(0, +))")
}
print("matrix:\n\(id)")
// expect: 1 2 3
// expect: 4 5 6
// expect: --
// expect: 1 4
// expect: 2 5
// expect: 3 6
// expect: --
// expect: 14 32
// expect: 32 77
// expect: --
// expect: true false
// expect: true
// expect: true true
// expect: row 0: sum 46
// expect: row 1: sum 109
// expect: matrix:
// expect: 1 0
// expect: 0 1
