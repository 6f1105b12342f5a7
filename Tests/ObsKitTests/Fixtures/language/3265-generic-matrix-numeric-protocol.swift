// App code style: generic matrix with numeric protocol constraints and operator overloads
protocol Numeric2 {
    static var zero: Self { get }
    static func + (a: Self, b: Self) -> Self
    static func * (a: Self, b: Self) -> Self
}
extension Int: Numeric2 { static var zero: Int { 0 } }
extension Double: Numeric2 { static var zero: Double { 0 } }

struct Matrix<T: Numeric2> {
    let rows: Int
    let cols: Int
    var data: [T]

    init(rows: Int, cols: Int, data: [T]) {
        precondition(data.count == rows * cols)
        self.rows = rows
        self.cols = cols
        self.data = data
    }

    subscript(r: Int, c: Int) -> T {
        get { data[r * cols + c] }
        set { data[r * cols + c] = newValue }
    }

    static func * (a: Matrix, b: Matrix) -> Matrix {
        var out = Matrix(rows: a.rows, cols: b.cols, data: Array(repeating: T.zero, count: a.rows * b.cols))
        for i in 0..<a.rows {
            for j in 0..<b.cols {
                var sum = T.zero
                for k in 0..<a.cols {
                    sum = sum + a[i, k] * b[k, j]
                }
                out[i, j] = sum
            }
        }
        return out
    }

    var transposed: Matrix {
        var out = Matrix(rows: cols, cols: rows, data: data)
        for i in 0..<rows {
            for j in 0..<cols {
                out[j, i] = self[i, j]
            }
        }
        return out
    }
}

extension Matrix: CustomStringConvertible {
    var description: String {
        (0..<rows).map { r in
            (0..<cols).map { c in "\(self[r, c])" }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

let a = Matrix(rows: 2, cols: 3, data: [1, 2, 3, 4, 5, 6])
let b = Matrix(rows: 3, cols: 2, data: [7, 8, 9, 10, 11, 12])
print(a * b)
print(a.transposed)
var m = Matrix<Double>(rows: 2, cols: 2, data: [0.5, 0, 0, 2])
m[0, 1] = 1.5
print(m * m)
print(m.transposed.data)
// expect: 58 64
// expect: 139 154
// expect: 1 4
// expect: 2 5
// expect: 3 6
// expect: 0.25 3.75
// expect: 0.0 4.0
// expect: [0.5, 0.0, 1.5, 2.0]
