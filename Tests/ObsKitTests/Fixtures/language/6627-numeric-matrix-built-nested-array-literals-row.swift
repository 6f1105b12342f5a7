// Advanced Swift style (Matrix with array literal and Equatable): a numeric Matrix built from nested array literals, with a [row, column] subscript, transpose, identity and a padded description
struct Matrix: Equatable {
    private(set) var values: [[Int]]
    var rowCount: Int { values.count }
    var columnCount: Int { values.first?.count ?? 0 }

    init(_ values: [[Int]]) { self.values = values }

    static func identity(_ n: Int) -> Matrix {
        Matrix((0..<n).map { r in (0..<n).map { $0 == r ? 1 : 0 } })
    }

    subscript(row: Int, column: Int) -> Int {
        get { values[row][column] }
        set { values[row][column] = newValue }
    }

    var transposed: Matrix {
        Matrix((0..<columnCount).map { c in values.map { $0[c] } })
    }

    static func * (a: Matrix, b: Matrix) -> Matrix {
        var out = Matrix(Array(repeating: Array(repeating: 0, count: b.columnCount), count: a.rowCount))
        for i in 0..<a.rowCount {
            for j in 0..<b.columnCount {
                out[i, j] = zip(a.values[i], b.transposed.values[j]).map(*).reduce(0, +)
            }
        }
        return out
    }
}

extension Matrix: ExpressibleByArrayLiteral {
    init(arrayLiteral rows: [Int]...) { self.init(rows) }
}

extension Matrix: CustomStringConvertible {
    var description: String {
        let width = values.joined().map { String($0).count }.max() ?? 1
        return values.map { row in
            row.map { String(repeating: " ", count: width - String($0).count) + String($0) }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

var a: Matrix = [[1, 2, 3], [4, 5, 6]]
print(a)
print(a.transposed)
let b: Matrix = [[7, 8], [9, 10], [11, 12]]
let c = a * b
print(c)
print(c * .identity(2) == c, c == c.transposed)
a[0, 0] = -10
print(a, a.rowCount, a.columnCount, separator: "\n")
print("corner: \(a[1, 2])")
print([Matrix.identity(2)])
let m: Matrix = [[2]]
print(m * m * m, Matrix([]).columnCount)

// expect: 1 2 3
// expect: 4 5 6
// expect: 1 4
// expect: 2 5
// expect: 3 6
// expect:  58  64
// expect: 139 154
// expect: true false
// expect: -10   2   3
// expect:   4   5   6
// expect: 2
// expect: 3
// expect: corner: 6
// expect: [1 0
// expect: 0 1]
// expect: 8 0
