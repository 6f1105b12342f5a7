// matrix-math
// expected output: swiftc 6.3.1 (Linux), run on this machine

import Foundation

struct Matrix: Equatable, CustomStringConvertible {
    var rows: [[Double]]
    var n: Int { rows.count }
    var m: Int { rows.first?.count ?? 0 }

    static func identity(_ size: Int) -> Matrix {
        Matrix(rows: (0..<size).map { i in (0..<size).map { $0 == i ? 1 : 0 } })
    }

    var transposed: Matrix { Matrix(rows: (0..<m).map { c in rows.map { $0[c] } }) }

    static func * (a: Matrix, b: Matrix) -> Matrix {
        precondition(a.m == b.n, "shape mismatch")
        let bt = b.transposed
        return Matrix(rows: a.rows.map { row in bt.rows.map { col in zip(row, col).map(*).reduce(0, +) } })
    }
    static func + (a: Matrix, b: Matrix) -> Matrix {
        Matrix(rows: zip(a.rows, b.rows).map { zip($0, $1).map(+) })
    }
    static func * (k: Double, a: Matrix) -> Matrix { Matrix(rows: a.rows.map { $0.map { $0 * k } }) }

    func power(_ e: Int) -> Matrix {
        var result = Matrix.identity(n), base = self, e = e
        while e > 0 {
            if e & 1 == 1 { result = result * base }
            base = base * base
            e >>= 1
        }
        return result
    }

    var determinant: Double {
        if n == 1 { return rows[0][0] }
        if n == 2 { return rows[0][0] * rows[1][1] - rows[0][1] * rows[1][0] }
        return (0..<n).reduce(0.0) { acc, c in
            let minor = Matrix(rows: rows.dropFirst().map { r in r.enumerated().filter { $0.offset != c }.map(\.element) })
            let sign: Double = c % 2 == 0 ? 1 : -1
            return acc + sign * rows[0][c] * minor.determinant
        }
    }

    var description: String {
        rows.map { $0.map { v in v == v.rounded() ? String(Int(v)) : String(v) }.joined(separator: "\t") }.joined(separator: "\n")
    }
}

let a = Matrix(rows: [[1, 2], [3, 4]])
let b = Matrix(rows: [[0, 1], [1, 0]])
print(a * b)
print("--")
print(b * a)
print("--")
print(a + b, a.transposed == Matrix(rows: [[1, 3], [2, 4]]), separator: "\n")
print("--")
print(0.5 * a)
print(a.determinant, (a * b).determinant)
let fib = Matrix(rows: [[1, 1], [1, 0]])
print((1...10).map { Int(fib.power($0).rows[0][1]) })
let c = Matrix(rows: [[2, 0, 1], [1, 3, 2], [1, 1, 2]])
print("det c =", c.determinant, "det I4 =", Matrix.identity(4).determinant)
let rect = Matrix(rows: [[1, 2, 3], [4, 5, 6]])
print(rect.n, rect.m, (rect * rect.transposed))
print(c * Matrix.identity(3) == c, c.power(0) == Matrix.identity(3))
let v = Matrix(rows: [[1], [0], [-1]])
print((c * v).rows.flatMap { $0 })

// expect: 2	1
// expect: 4	3
// expect: --
// expect: 3	4
// expect: 1	2
// expect: --
// expect: 1	3
// expect: 4	4
// expect: true
// expect: --
// expect: 0.5	1
// expect: 1.5	2
// expect: -2.0 2.0
// expect: [1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
// expect: det c = 6.0 det I4 = 1.0
// expect: 2 3 14	32
// expect: 32	77
// expect: true true
// expect: [1.0, -1.0, -1.0]
