// App code style: matrix struct with operator overloads, subscript, transpose, identity, power
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int, cols: Int
    var data: [Int]
    init(_ rows: Int, _ cols: Int, _ data: [Int]? = nil) {
        self.rows = rows; self.cols = cols
        self.data = data ?? Array(repeating: 0, count: rows * cols)
    }
    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(n, n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }
    subscript(r: Int, c: Int) -> Int {
        get { data[r * cols + c] }
        set { data[r * cols + c] = newValue }
    }
    var transposed: Matrix {
        var t = Matrix(cols, rows)
        for r in 0..<rows { for c in 0..<cols { t[c, r] = self[r, c] } }
        return t
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        precondition(a.cols == b.rows)
        var m = Matrix(a.rows, b.cols)
        for i in 0..<a.rows { for j in 0..<b.cols { for k in 0..<a.cols { m[i, j] += a[i, k] * b[k, j] } } }
        return m
    }
    static func + (a: Matrix, b: Matrix) -> Matrix { Matrix(a.rows, a.cols, zip(a.data, b.data).map(+)) }
    static func *= (a: inout Matrix, b: Matrix) { a = a * b }
    func power(_ n: Int) -> Matrix {
        var result = Matrix.identity(rows), base = self, e = n
        while e > 0 {
            if e & 1 == 1 { result *= base }
            base *= base
            e >>= 1
        }
        return result
    }
    var description: String {
        (0..<rows).map { r in (0..<cols).map { String(self[r, $0]) }.joined(separator: " ") }.joined(separator: " | ")
    }
}

let a = Matrix(2, 3, [1, 2, 3, 4, 5, 6])
print("a = \(a)")
print("aT = \(a.transposed)")
print("a*aT = \(a * a.transposed)")
print("aT*a = \(a.transposed * a)")
let fib = Matrix(2, 2, [1, 1, 1, 0])
for n in [1, 10, 30, 60] { print("fib^\(n)[0,1] = \(fib.power(n)[0, 1])") }
print("I3 = \(Matrix.identity(3))")
print("sum = \(a + a)", a + a == Matrix(2, 3, a.data.map { $0 * 2 }))
// expect: a = 1 2 3 | 4 5 6
// expect: aT = 1 4 | 2 5 | 3 6
// expect: a*aT = 14 32 | 32 77
// expect: aT*a = 17 22 27 | 22 29 36 | 27 36 45
// expect: fib^1[0,1] = 1
// expect: fib^10[0,1] = 55
// expect: fib^30[0,1] = 832040
// expect: fib^60[0,1] = 1548008755920
// expect: I3 = 1 0 0 | 0 1 0 | 0 0 1
// expect: sum = 2 4 6 | 8 10 12 true
