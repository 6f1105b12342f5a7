// Textbook style (matrix): a generic-free Matrix struct with subscript(row:column:), operators for +, * and scalar *, transpose, identity, and matrix power for Fibonacci
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int, columns: Int
    private var grid: [Int]

    init(rows: Int, columns: Int, repeating value: Int = 0) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: value, count: rows * columns)
    }

    init(_ values: [[Int]]) {
        self.init(rows: values.count, columns: values.first?.count ?? 0)
        for (r, row) in values.enumerated() { for (c, v) in row.enumerated() { self[row: r, column: c] = v } }
    }

    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, columns: n)
        for i in 0..<n { m[row: i, column: i] = 1 }
        return m
    }

    subscript(row r: Int, column c: Int) -> Int {
        get { grid[r * columns + c] }
        set { grid[r * columns + c] = newValue }
    }

    var transposed: Matrix {
        var t = Matrix(rows: columns, columns: rows)
        for r in 0..<rows { for c in 0..<columns { t[row: c, column: r] = self[row: r, column: c] } }
        return t
    }

    var description: String {
        (0..<rows).map { r in (0..<columns).map { String(self[row: r, column: $0]) }.joined(separator: " ") }
            .joined(separator: " / ")
    }

    static func + (a: Matrix, b: Matrix) -> Matrix {
        var m = a
        for i in m.grid.indices { m.grid[i] += b.grid[i] }
        return m
    }

    static func * (a: Matrix, b: Matrix) -> Matrix {
        precondition(a.columns == b.rows)
        var m = Matrix(rows: a.rows, columns: b.columns)
        for i in 0..<a.rows { for j in 0..<b.columns {
            m[row: i, column: j] = (0..<a.columns).reduce(0) { $0 + a[row: i, column: $1] * b[row: $1, column: j] }
        } }
        return m
    }

    static func * (k: Int, m: Matrix) -> Matrix {
        var r = m
        r.grid = r.grid.map { $0 * k }
        return r
    }

    func power(_ n: Int) -> Matrix {
        var result = Matrix.identity(rows), base = self, e = n
        while e > 0 {
            if e & 1 == 1 { result = result * base }
            base = base * base
            e >>= 1
        }
        return result
    }
}

let a = Matrix([[1, 2, 3], [4, 5, 6]])
let b = Matrix([[7, 8], [9, 10], [11, 12]])
print(a, "|", a.transposed)
print(a * b, "|", b * a)
print(a + a == 2 * a, Matrix.identity(2) * (a * b) == a * b)
let fib = Matrix([[1, 1], [1, 0]])
print((1...10).map { fib.power($0)[row: 0, column: 1] })
print(fib.power(50)[row: 0, column: 1], Matrix(rows: 0, columns: 0))

// expect: 1 2 3 / 4 5 6 | 1 4 / 2 5 / 3 6
// expect: 58 64 / 139 154 | 39 54 69 / 49 68 87 / 59 82 105
// expect: true true
// expect: [1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
// expect: 12586269025 
