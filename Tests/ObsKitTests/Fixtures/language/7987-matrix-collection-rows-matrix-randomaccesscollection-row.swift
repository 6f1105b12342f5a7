// Advanced Swift style (Matrix as a collection of rows): a Matrix RandomAccessCollection of row slices, with transposition via zip-like indexing
import Foundation
struct Matrix: RandomAccessCollection, CustomStringConvertible, Equatable {
    var rows: Int, cols: Int
    var data: [Double]
    init(_ rows: [[Double]]) {
        self.rows = rows.count
        self.cols = rows.first?.count ?? 0
        data = Array(rows.joined())
    }
    var startIndex: Int { 0 }
    var endIndex: Int { rows }
    subscript(r: Int) -> ArraySlice<Double> { data[(r * cols)..<((r + 1) * cols)] }
    subscript(r: Int, c: Int) -> Double { data[r * cols + c] }
    var transposed: Matrix {
        Matrix((0..<cols).map { c in (0..<rows).map { r in self[r, c] } })
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        Matrix((0..<a.rows).map { i in
            (0..<b.cols).map { j in (0..<a.cols).reduce(0) { $0 + a[i, $1] * b[$1, j] } }
        })
    }
    var description: String {
        map { row in row.map { String(format: "%g", $0) }.joined(separator: " ") }.joined(separator: "\n")
    }
}
let m = Matrix([[1, 2, 3], [4, 5, 6]])
print(m)
print("--")
print(m.transposed)
print("--")
print(m * m.transposed)
print(m.count, m.first!, m.last!.reduce(0, +))
print(m.map { $0.max()! })
print(m[1].startIndex, Array(m[1]))
print(m.transposed.transposed == m, m == m.transposed)
print(m.reversed().map { Array($0) })
let id = Matrix([[1, 0], [0, 1]])
print(id * Matrix([[2, 3], [4, 5]]) == Matrix([[2, 3], [4, 5]]))
// expect: 1 2 3
// expect: 4 5 6
// expect: --
// expect: 1 4
// expect: 2 5
// expect: 3 6
// expect: --
// expect: 14 32
// expect: 32 77
// expect: 2 [1.0, 2.0, 3.0] 15.0
// expect: [3.0, 6.0]
// expect: 3 [4.0, 5.0, 6.0]
// expect: true false
// expect: [[4.0, 5.0, 6.0], [1.0, 2.0, 3.0]]
// expect: true
