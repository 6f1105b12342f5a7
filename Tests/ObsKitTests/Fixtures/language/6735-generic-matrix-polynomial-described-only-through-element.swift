// Swift book style (conditional CustomStringConvertible): a generic Matrix and Polynomial described only through their element's conformances
struct Matrix<Element> {
    let rows: Int, cols: Int
    var grid: [Element]
    init(rows: Int, cols: Int, repeating value: Element) {
        self.rows = rows; self.cols = cols
        grid = Array(repeating: value, count: rows * cols)
    }
    subscript(r: Int, c: Int) -> Element {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
    func map<T>(_ f: (Element) -> T) -> Matrix<T> {
        var m = Matrix<T>(rows: rows, cols: cols, repeating: f(grid[0]))
        m.grid = grid.map(f)
        return m
    }
}

extension Matrix: Equatable where Element: Equatable {}

extension Matrix: CustomStringConvertible where Element: CustomStringConvertible {
    var description: String {
        (0..<rows).map { r in
            (0..<cols).map { self[r, $0].description }.joined(separator: " ")
        }.joined(separator: " / ")
    }
}

extension Matrix where Element: Numeric {
    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n, repeating: 0)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        var m = Matrix(rows: a.rows, cols: b.cols, repeating: 0)
        for i in 0..<a.rows {
            for j in 0..<b.cols {
                for k in 0..<a.cols { m[i, j] += a[i, k] * b[k, j] }
            }
        }
        return m
    }
    var trace: Element { (0..<min(rows, cols)).reduce(0) { $0 + self[$1, $1] } }
}

var a = Matrix(rows: 2, cols: 2, repeating: 0)
a[0, 0] = 1; a[0, 1] = 2; a[1, 0] = 3; a[1, 1] = 4
print(a)
print(a * a, (a * a).trace)
print(a * .identity(2) == a, a == .identity(2))
let half = a.map { Double($0) / 2 }
print(half, half.trace)
let labels = a.map { "x\($0)" }
print(labels)
var fib = Matrix<Int>(rows: 2, cols: 2, repeating: 1)
fib[1, 1] = 0
var power = Matrix<Int>.identity(2)
for _ in 0..<10 { power = power * fib }
print(power, power[0, 1])

// expect: 1 2 / 3 4
// expect: 7 10 / 15 22 29
// expect: true false
// expect: 0.5 1.0 / 1.5 2.0 2.5
// expect: x1 x2 / x3 x4
// expect: 89 55 / 55 34 55
