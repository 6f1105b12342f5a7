// Sundell style (callable matrix): a matrix with callAsFunction and a two-parameter subscript
struct Matrix: CustomStringConvertible {
    let rows: Int, cols: Int
    private var storage: [Double]

    init(rows: Int, cols: Int, fill: Double = 0) {
        self.rows = rows; self.cols = cols
        storage = Array(repeating: fill, count: rows * cols)
    }

    subscript(row: Int, col: Int) -> Double {
        get { storage[row * cols + col] }
        set { storage[row * cols + col] = newValue }
    }

    func callAsFunction(_ v: [Double]) -> [Double] {
        (0..<rows).map { r in
            (0..<cols).reduce(0.0) { $0 + self[r, $1] * v[$1] }
        }
    }

    var description: String {
        (0..<rows).map { r in
            (0..<cols).map { String(self[r, $0]) }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

var m = Matrix(rows: 2, cols: 3)
for r in 0..<2 { for c in 0..<3 { m[r, c] = Double(r * 3 + c) } }
print(m)
print(m([1, 1, 1]))
print(m([0.5, 0, 2]))
m[1, 2] += 10
print(m[1, 2])
let id = Matrix(rows: 2, cols: 2, fill: 1)
print(id([3, 4]))
// expect: 0.0 1.0 2.0
// expect: 3.0 4.0 5.0
// expect: [3.0, 12.0]
// expect: [4.0, 11.5]
// expect: 15.0
// expect: [7.0, 7.0]
