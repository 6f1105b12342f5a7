// A small Matrix struct: subscripts, transpose, multiplication, identity, operators and a description grid (expected output from swiftc 6.3.1 on Linux)
struct Matrix: Equatable {
    let rows: Int
    let columns: Int
    private(set) var grid: [Double]

    init(rows: Int, columns: Int, repeating value: Double = 0) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: value, count: rows * columns)
    }

    init(_ values: [[Double]]) {
        self.init(rows: values.count, columns: values.first?.count ?? 0)
        grid = values.flatMap { $0 }
    }

    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, columns: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    subscript(row: Int, column: Int) -> Double {
        get { grid[row * columns + column] }
        set { grid[row * columns + column] = newValue }
    }

    var transposed: Matrix {
        var t = Matrix(rows: columns, columns: rows)
        for r in 0..<rows { for c in 0..<columns { t[c, r] = self[r, c] } }
        return t
    }

    static func * (a: Matrix, b: Matrix) -> Matrix? {
        guard a.columns == b.rows else { return nil }
        var result = Matrix(rows: a.rows, columns: b.columns)
        for r in 0..<a.rows {
            for c in 0..<b.columns {
                result[r, c] = (0..<a.columns).reduce(0) { $0 + a[r, $1] * b[$1, c] }
            }
        }
        return result
    }

    static func + (a: Matrix, b: Matrix) -> Matrix {
        var m = a
        m.grid = zip(a.grid, b.grid).map(+)
        return m
    }
}

extension Matrix: CustomStringConvertible {
    var description: String {
        (0..<rows).map { r in
            (0..<columns).map { c in String(Int(self[r, c])) }.joined(separator: " ")
        }.joined(separator: " / ")
    }
}

let a = Matrix([[1, 2, 3], [4, 5, 6]])
let b = Matrix([[7, 8], [9, 10], [11, 12]])
print("a:", a, "size \(a.rows)x\(a.columns)")
print("a^T:", a.transposed)
print("a*b:", (a * b)!)
print("b*a:", (b * a)!)
print("a*a:", (a * a).map { "\($0)" } ?? "incompatible")
let i3 = Matrix.identity(3)
print("a*I == a:", (a * i3)! == a, "I:", i3)
print("a + a:", a + a)
var rot = Matrix([[0, -1], [1, 0]])
var p = Matrix.identity(2)
for step in 1...4 {
    p = (p * rot)!
    print("rot^\(step):", p)
}
rot[0, 1] = 5
print(rot, rot.grid.reduce(0, +))

// expect: a: 1 2 3 / 4 5 6 size 2x3
// expect: a^T: 1 4 / 2 5 / 3 6
// expect: a*b: 58 64 / 139 154
// expect: b*a: 39 54 69 / 49 68 87 / 59 82 105
// expect: a*a: incompatible
// expect: a*I == a: true I: 1 0 0 / 0 1 0 / 0 0 1
// expect: a + a: 2 4 6 / 8 10 12
// expect: rot^1: 0 -1 / 1 0
// expect: rot^2: -1 0 / 0 -1
// expect: rot^3: 0 1 / -1 0
// expect: rot^4: 1 0 / 0 1
// expect: 0 5 / 1 0 6.0
