// Compiler test style: operators on a generic struct constrained to Numeric with conditional conformances

struct Matrix<T: Numeric>: CustomStringConvertible {
  var rows: Int
  var cols: Int
  var data: [T]

  init(_ rows: Int, _ cols: Int, _ data: [T]) {
    self.rows = rows
    self.cols = cols
    self.data = data
  }

  static func identity(_ n: Int) -> Matrix<T> {
    var d = [T](repeating: 0, count: n * n)
    for i in 0..<n {
      d[i * n + i] = 1
    }
    return Matrix(n, n, d)
  }

  subscript(r: Int, c: Int) -> T {
    get { return data[r * cols + c] }
    set { data[r * cols + c] = newValue }
  }

  static func + (a: Matrix, b: Matrix) -> Matrix {
    return Matrix(a.rows, a.cols, zip(a.data, b.data).map(+))
  }

  static func * (a: Matrix, b: Matrix) -> Matrix {
    var out = Matrix(a.rows, b.cols, [T](repeating: 0, count: a.rows * b.cols))
    for i in 0..<a.rows {
      for j in 0..<b.cols {
        var s: T = 0
        for k in 0..<a.cols {
          s += a[i, k] * b[k, j]
        }
        out[i, j] = s
      }
    }
    return out
  }

  static func * (k: T, m: Matrix) -> Matrix {
    return Matrix(m.rows, m.cols, m.data.map { k * $0 })
  }

  static func *= (a: inout Matrix, b: Matrix) {
    a = a * b
  }

  var description: String {
    var lines: [String] = []
    for i in 0..<rows {
      lines.append((0..<cols).map { "\(self[i, $0])" }.joined(separator: " "))
    }
    return lines.joined(separator: " | ")
  }
}

extension Matrix: Equatable where T: Equatable {
  static func == (a: Matrix, b: Matrix) -> Bool {
    return a.rows == b.rows && a.cols == b.cols && a.data == b.data
  }
}

extension Matrix where T: SignedNumeric {
  static prefix func - (m: Matrix) -> Matrix {
    return Matrix(m.rows, m.cols, m.data.map { -$0 })
  }
}

func power<T>(_ m: Matrix<T>, _ n: Int) -> Matrix<T> {
  var result = Matrix<T>.identity(m.rows)
  for _ in 0..<n {
    result *= m
  }
  return result
}

let a = Matrix(2, 2, [1, 2, 3, 4])
let b = Matrix(2, 2, [0, 1, 1, 0])
print(a + b)
print(a * b)
print(b * a)
print(2 * a)
print(-a)
print(a * Matrix<Int>.identity(2) == a)
print(a * b == b * a)
let fib = Matrix(2, 2, [1, 1, 1, 0])
for n in [1, 5, 10, 20] {
  print(n, power(fib, n)[0, 1])
}
let rot = Matrix(2, 2, [0, -1, 1, 0])
print(power(rot, 2))
print(power(rot, 4) == Matrix<Int>.identity(2))
let f = Matrix(2, 3, [0.5, 1.0, 1.5, 2.0, 2.5, 3.0])
let g = Matrix(3, 1, [2.0, 2.0, 2.0])
print(f * g)
print(0.5 * f)
let u = Matrix(1, 2, [UInt8(3), UInt8(4)])
let v = Matrix(2, 1, [UInt8(5), UInt8(6)])
print(u * v)
print(v * u)
var acc = Matrix<Int>.identity(3)
acc *= Matrix(3, 3, [2, 0, 0, 0, 3, 0, 0, 0, 4])
acc *= acc
print(acc)
print(Matrix<Double>.identity(2) + Matrix<Double>.identity(2))

// expect: 1 3 | 4 4
// expect: 2 1 | 4 3
// expect: 3 4 | 1 2
// expect: 2 4 | 6 8
// expect: -1 -2 | -3 -4
// expect: true
// expect: false
// expect: 1 1
// expect: 5 5
// expect: 10 55
// expect: 20 6765
// expect: -1 0 | 0 -1
// expect: true
// expect: 6.0 | 15.0
// expect: 0.25 0.5 0.75 | 1.0 1.25 1.5
// expect: 39
// expect: 15 20 | 18 24
// expect: 4 0 0 | 0 9 0 | 0 0 16
// expect: 2.0 0.0 | 0.0 2.0
