// Rosetta-style task: Matrix multiplication, transpose, identity and power with an operator overload
struct Matrix: Equatable, CustomStringConvertible {
    var rows: [[Int]]
    var rowCount: Int { rows.count }
    var columnCount: Int { rows.first?.count ?? 0 }

    static func identity(_ n: Int) -> Matrix {
        Matrix(rows: (0..<n).map { i in (0..<n).map { $0 == i ? 1 : 0 } })
    }

    var transposed: Matrix {
        Matrix(rows: (0..<columnCount).map { c in rows.map { $0[c] } })
    }

    static func * (lhs: Matrix, rhs: Matrix) -> Matrix {
        precondition(lhs.columnCount == rhs.rowCount, "dimension mismatch")
        let cols = rhs.transposed.rows
        return Matrix(rows: lhs.rows.map { row in
            cols.map { col in zip(row, col).map(*).reduce(0, +) }
        })
    }

    func power(_ n: Int) -> Matrix {
        var result = Matrix.identity(rowCount)
        var base = self
        var e = n
        while e > 0 {
            if e & 1 == 1 { result = result * base }
            base = base * base
            e >>= 1
        }
        return result
    }

    var description: String {
        let width = rows.flatMap { $0 }.map { String($0).count }.max() ?? 1
        return rows.map { row in
            row.map { v in
                let s = String(v)
                return String(repeating: " ", count: width - s.count) + s
            }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

let a = Matrix(rows: [[1, 2, 3], [4, 5, 6]])
let b = Matrix(rows: [[7, 8], [9, 10], [11, 12]])
print("A x B =")
print(a * b)
print("B x A =")
print(b * a)
print("A transposed:")
print(a.transposed)

let fib = Matrix(rows: [[1, 1], [1, 0]])
print("Fib matrix ^ 10 -> F(10) = \(fib.power(10).rows[0][1]), F(30) = \(fib.power(30).rows[0][1])")
print("M * I == M: \(b * Matrix.identity(2) == b)")

// expect: A x B =
// expect:  58  64
// expect: 139 154
// expect: B x A =
// expect:  39  54  69
// expect:  49  68  87
// expect:  59  82 105
// expect: A transposed:
// expect: 1 4
// expect: 2 5
// expect: 3 6
// expect: Fib matrix ^ 10 -> F(10) = 55, F(30) = 832040
// expect: M * I == M: true
