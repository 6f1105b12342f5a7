// Generics: generic struct with a where clause on methods, conditional conformance (Equatable when T is), and `where` in extensions of a generic type.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Matrix<T> {
    let rows: Int, cols: Int
    var grid: [T]

    init(rows: Int, cols: Int, repeating v: T) {
        self.rows = rows
        self.cols = cols
        grid = Array(repeating: v, count: rows * cols)
    }

    subscript(r: Int, c: Int) -> T {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }

    func map<U>(_ f: (T) -> U) -> Matrix<U> {
        var m = Matrix<U>(rows: rows, cols: cols, repeating: f(grid[0]))
        m.grid = grid.map(f)
        return m
    }
}

extension Matrix: Equatable where T: Equatable {}

extension Matrix where T: Numeric {
    func sum() -> T { grid.reduce(0, +) }
    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n, repeating: 0)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }
}

extension Matrix: CustomStringConvertible {
    var description: String {
        (0..<rows).map { r in (0..<cols).map { "\(self[r, $0])" }.joined(separator: " ") }.joined(separator: " / ")
    }
}

var m = Matrix(rows: 2, cols: 3, repeating: 0)
m[0, 1] = 5
m[1, 2] = 7
print(m, "sum", m.sum())
print(m.map { $0 * 2 })
print(m.map { $0 > 0 ? "x" : "." })
print(Matrix<Int>.identity(3))
print(m == m, m == m.map { $0 + 1 })
print(type(of: m.map(String.init)))

// expect: 0 5 0 / 0 0 7 sum 12
// expect: 0 10 0 / 0 0 14
// expect: . x . / . . x
// expect: 1 0 0 / 0 1 0 / 0 0 1
// expect: true false
// expect: Matrix<String>
