// Compiler test style: generic Matrix<T: Numeric> with 2D subscripts, operators and Equatable
struct Matrix<T: Numeric>: Equatable, CustomStringConvertible {
  let rows: Int, cols: Int
  private var grid: [T]

  init(rows: Int, cols: Int, fill: T = 0) {
    self.rows = rows; self.cols = cols
    grid = Array(repeating: fill, count: rows * cols)
  }
  init(_ data: [[T]]) {
    rows = data.count; cols = data[0].count
    grid = data.flatMap { $0 }
  }
  static func identity(_ n: Int) -> Matrix {
    var m = Matrix(rows: n, cols: n)
    for i in 0..<n { m[i, i] = 1 }
    return m
  }

  subscript(r: Int, c: Int) -> T {
    get { grid[r * cols + c] }
    set { grid[r * cols + c] = newValue }
  }
  subscript(row r: Int) -> [T] { Array(grid[(r * cols)..<(r * cols + cols)]) }

  var transposed: Matrix {
    var m = Matrix(rows: cols, cols: rows)
    for r in 0..<rows { for c in 0..<cols { m[c, r] = self[r, c] } }
    return m
  }

  static func + (a: Matrix, b: Matrix) -> Matrix {
    var m = a
    for i in m.grid.indices { m.grid[i] += b.grid[i] }
    return m
  }
  static func * (a: Matrix, b: Matrix) -> Matrix {
    var m = Matrix(rows: a.rows, cols: b.cols)
    for r in 0..<a.rows { for c in 0..<b.cols { for k in 0..<a.cols {
      m[r, c] += a[r, k] * b[k, c]
    } } }
    return m
  }
  static func * (s: T, a: Matrix) -> Matrix {
    var m = a
    m.grid = m.grid.map { $0 * s }
    return m
  }
  var description: String {
    (0..<rows).map { self[row: $0].map { "\($0)" }.joined(separator: " ") }.joined(separator: " | ")
  }
}

let a = Matrix([[1, 2], [3, 4]])
let b = Matrix([[0, 1], [1, 0]])
print(a)
print(a + b)
print(a * b, b * a)
print(a * Matrix.identity(2) == a, a * b == b * a)
print(3 * a)
let r = Matrix([[1, 2, 3], [4, 5, 6]])
print(r.transposed, r.transposed.rows, r.transposed.cols)
print(r * r.transposed)
var f = Matrix<Double>(rows: 2, cols: 2, fill: 0.5)
f[1, 0] = 2.0
print(f, f[row: 1])
print(f * f)
var p = Matrix.identity(2) as Matrix<Int>
for _ in 0..<5 { p = p * Matrix([[1, 1], [1, 0]]) }
print(p, p[0, 1])

// expect: 1 2 | 3 4
// expect: 1 3 | 4 4
// expect: 2 1 | 4 3 3 4 | 1 2
// expect: true false
// expect: 3 6 | 9 12
// expect: 1 4 | 2 5 | 3 6 3 2
// expect: 14 32 | 32 77
// expect: 0.5 0.5 | 2.0 0.5 [2.0, 0.5]
// expect: 1.25 0.5 | 2.0 1.25
// expect: 8 5 | 5 3 5
