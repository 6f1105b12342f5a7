// swift/test/Interpreter style (subscripts): labeled and multi-parameter subscripts, static subscripts, getters and setters on a Matrix
struct Matrix: CustomStringConvertible {
    let rows: Int, cols: Int
    private var grid: [Double]

    init(rows: Int, cols: Int, fill: Double = 0) {
        self.rows = rows
        self.cols = cols
        grid = Array(repeating: fill, count: rows * cols)
    }

    subscript(r: Int, c: Int) -> Double {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }

    subscript(row r: Int) -> [Double] {
        get { Array(grid[(r * cols)..<((r + 1) * cols)]) }
        set {
            for (c, v) in newValue.enumerated() { self[r, c] = v }
        }
    }

    subscript(column c: Int) -> [Double] {
        (0..<rows).map { self[$0, c] }
    }

    subscript(safe r: Int, _ c: Int) -> Double? {
        guard r >= 0, r < rows, c >= 0, c < cols else { return nil }
        return self[r, c]
    }

    static subscript(identity n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    var description: String {
        (0..<rows).map { self[row: $0].map { "\($0)" }.joined(separator: " ") }.joined(separator: "\n")
    }
}

var m = Matrix(rows: 2, cols: 3)
m[0, 1] = 1.5
m[1, 2] = -2
m[row: 1] = [7, 8, 9]
print(m)
print(m[column: 2])
print(m[safe: 1, 1] as Any, m[safe: 2, 0] as Any)
print(Matrix[identity: 3])
m[0, 0] += 0.25
print(m[row: 0])

// expect: 0.0 1.5 0.0
// expect: 7.0 8.0 9.0
// expect: [0.0, 9.0]
// expect: Optional(8.0) nil
// expect: 1.0 0.0 0.0
// expect: 0.0 1.0 0.0
// expect: 0.0 0.0 1.0
// expect: [0.25, 1.5, 0.0]
