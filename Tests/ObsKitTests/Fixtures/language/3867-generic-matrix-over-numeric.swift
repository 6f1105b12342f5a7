// App code style: generic matrix over Numeric with identity, operators and power
// known-gap: line 7: expected "true 2.0 [1.0 0.0][0.0 1.0]", got "true 2.0 [1 0][0 1]"
struct Matrix<T: Numeric>: Equatable, CustomStringConvertible {
    let n: Int
    private(set) var cells: [T]
    init(_ n: Int, _ fill: T = 0) { self.n = n; cells = Array(repeating: fill, count: n * n) }
    init(_ rows: [[T]]) { n = rows.count; cells = rows.flatMap { $0 } }
    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }
    subscript(i: Int, j: Int) -> T {
        get { cells[i * n + j] }
        set { cells[i * n + j] = newValue }
    }
    static func + (a: Matrix, b: Matrix) -> Matrix { var m = a; m.cells = zip(a.cells, b.cells).map(+); return m }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        var m = Matrix(a.n)
        for i in 0..<a.n { for j in 0..<a.n { for k in 0..<a.n { m[i, j] += a[i, k] * b[k, j] } } }
        return m
    }
    static func * (k: T, a: Matrix) -> Matrix { var m = a; m.cells = a.cells.map { k * $0 }; return m }
    func power(_ e: Int) -> Matrix {
        var result = Matrix.identity(n), base = self, e = e
        while e > 0 {
            if e & 1 == 1 { result = result * base }
            base = base * base
            e >>= 1
        }
        return result
    }
    var trace: T { (0..<n).reduce(0) { $0 + self[$1, $1] } }
    var description: String { (0..<n).map { i in "[" + (0..<n).map { "\(self[i, $0])" }.joined(separator: " ") + "]" }.joined() }
}

let fib = Matrix([[1, 1], [1, 0]])
for e in [1, 2, 5, 10, 30] { print("fib^\(e) =", fib.power(e)) }
let a = Matrix<Double>([[0.5, 1], [2, 1.5]])
print(a + a, 2 * a == a + a)
print((a * Matrix.identity(2)) == a, a.trace, a.power(0))
let m3 = Matrix([[1, 2, 0], [0, 1, 3], [4, 0, 1]])
print(m3 * m3, m3.power(3).trace)
print(Matrix<Int>(3, 7).trace, Matrix<Int>.identity(3) == Matrix<Int>.identity(3).power(5))
// expect: fib^1 = [1 1][1 0]
// expect: fib^2 = [2 1][1 1]
// expect: fib^5 = [8 5][5 3]
// expect: fib^10 = [89 55][55 34]
// expect: fib^30 = [1346269 832040][832040 514229]
// expect: [1.0 2.0][4.0 3.0] true
// expect: true 2.0 [1.0 0.0][0.0 1.0]
// expect: [1 4 6][12 1 6][8 8 1] 75
// expect: 21 true
