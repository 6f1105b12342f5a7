// App code style: small matrix struct with subscripts and arithmetic operators
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int, cols: Int
    private var data: [Int]

    init(rows: Int, cols: Int, fill: Int = 0) {
        self.rows = rows; self.cols = cols
        data = Array(repeating: fill, count: rows * cols)
    }

    init(_ values: [[Int]]) {
        self.init(rows: values.count, cols: values[0].count)
        for r in 0..<rows { for c in 0..<cols { self[r, c] = values[r][c] } }
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
        (0..<rows).map { r in "[" + (0..<cols).map { String(self[r, $0]) }.joined(separator: " ") + "]" }.joined(separator: " ")
    }

    static func + (a: Matrix, b: Matrix) -> Matrix {
        var m = a
        for i in m.data.indices { m.data[i] += b.data[i] }
        return m
    }

    static func * (a: Matrix, b: Matrix) -> Matrix {
        var m = Matrix(rows: a.rows, cols: b.cols)
        for r in 0..<a.rows { for c in 0..<b.cols {
            m[r, c] = (0..<a.cols).reduce(0) { $0 + a[r, $1] * b[$1, c] }
        } }
        return m
    }

    static func * (k: Int, m: Matrix) -> Matrix {
        var out = m
        out.data = m.data.map { $0 * k }
        return out
    }

    static func += (a: inout Matrix, b: Matrix) { a = a + b }
}

let a = Matrix([[1, 2], [3, 4]])
let b = Matrix([[0, 1], [1, 0]])
print("a = \(a)")
print("a + b = \(a + b)")
print("a * b = \(a * b)")
print("b * a = \(b * a)")
print("3a = \(3 * a)")
print("a * I == a: \(a * .identity(2) == a)")
let rect = Matrix([[1, 2, 3], [4, 5, 6]])
print("rect^T = \(rect.transposed) (\(rect.transposed.rows)x\(rect.transposed.cols))")
print("rect * rect^T = \(rect * rect.transposed)")
var fib = Matrix([[1, 1], [1, 0]])
var power = Matrix.identity(2)
for _ in 0..<10 { power = power * fib }
print("fib^10 = \(power), F10 = \(power[0, 1])")
fib += .identity(2)
print("fib + I = \(fib)")
// expect: a = [1 2] [3 4]
// expect: a + b = [1 3] [4 4]
// expect: a * b = [2 1] [4 3]
// expect: b * a = [3 4] [1 2]
// expect: 3a = [3 6] [9 12]
// expect: a * I == a: true
// expect: rect^T = [1 4] [2 5] [3 6] (3x2)
// expect: rect * rect^T = [14 32] [32 77]
// expect: fib^10 = [89 55] [55 34], F10 = 55
// expect: fib + I = [2 1] [1 1]
