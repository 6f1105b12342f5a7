// Compiler test style: matrix struct with subscripts, operators, transpose and spiral/rotation
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int, cols: Int
    var grid: [Int]

    init(rows: Int, cols: Int, repeating v: Int = 0) {
        self.rows = rows; self.cols = cols
        grid = Array(repeating: v, count: rows * cols)
    }
    init(_ values: [[Int]]) {
        rows = values.count
        cols = values.first?.count ?? 0
        grid = values.flatMap { $0 }
    }
    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    subscript(r: Int, c: Int) -> Int {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }

    var transposed: Matrix {
        var t = Matrix(rows: cols, cols: rows)
        for r in 0..<rows { for c in 0..<cols { t[c, r] = self[r, c] } }
        return t
    }

    static func + (a: Matrix, b: Matrix) -> Matrix {
        precondition(a.rows == b.rows && a.cols == b.cols)
        var m = a
        for i in m.grid.indices { m.grid[i] += b.grid[i] }
        return m
    }

    static func * (a: Matrix, b: Matrix) -> Matrix {
        precondition(a.cols == b.rows)
        var m = Matrix(rows: a.rows, cols: b.cols)
        for i in 0..<a.rows {
            for j in 0..<b.cols {
                var sum = 0
                for k in 0..<a.cols { sum += a[i, k] * b[k, j] }
                m[i, j] = sum
            }
        }
        return m
    }

    static func * (k: Int, m: Matrix) -> Matrix {
        var r = m
        r.grid = m.grid.map { $0 * k }
        return r
    }

    func power(_ n: Int) -> Matrix {
        var result = Matrix.identity(rows), base = self, e = n
        while e > 0 {
            if e & 1 == 1 { result = result * base }
            base = base * base
            e >>= 1
        }
        return result
    }

    func rotatedClockwise() -> Matrix {
        var m = Matrix(rows: cols, cols: rows)
        for r in 0..<rows { for c in 0..<cols { m[c, rows - 1 - r] = self[r, c] } }
        return m
    }

    func spiral() -> [Int] {
        var out: [Int] = []
        var top = 0, bottom = rows - 1, left = 0, right = cols - 1
        while top <= bottom && left <= right {
            for c in stride(from: left, through: right, by: 1) { out.append(self[top, c]) }
            top += 1
            for r in stride(from: top, through: bottom, by: 1) { out.append(self[r, right]) }
            right -= 1
            if top <= bottom {
                for c in stride(from: right, through: left, by: -1) { out.append(self[bottom, c]) }
                bottom -= 1
            }
            if left <= right {
                for r in stride(from: bottom, through: top, by: -1) { out.append(self[r, left]) }
                left += 1
            }
        }
        return out
    }

    var description: String {
        (0..<rows).map { r in
            (0..<cols).map { c in String(self[r, c]) }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

let a = Matrix([[1, 2, 3], [4, 5, 6]])
let b = Matrix([[7, 8], [9, 10], [11, 12]])
print(a)
print("transposed:\n\(a.transposed)")
print("a*b:\n\(a * b)")
print("a+a == 2*a:", a + a == 2 * a)
let fib = Matrix([[1, 1], [1, 0]])
print("fib^10:", fib.power(10).grid, "F(30):", fib.power(30)[0, 1])
print("I3 == I3^5:", Matrix.identity(3) == Matrix.identity(3).power(5))
print("rotated:\n\(a.rotatedClockwise())")
let sq = Matrix((0..<4).map { r in (1...4).map { r * 4 + $0 } })
print("spiral:", sq.spiral())
print("spiral 2x3:", a.spiral())

// expect: 1 2 3
// expect: 4 5 6
// expect: transposed:
// expect: 1 4
// expect: 2 5
// expect: 3 6
// expect: a*b:
// expect: 58 64
// expect: 139 154
// expect: a+a == 2*a: true
// expect: fib^10: [89, 55, 55, 34] F(30): 832040
// expect: I3 == I3^5: true
// expect: rotated:
// expect: 4 1
// expect: 5 2
// expect: 6 3
// expect: spiral: [1, 2, 3, 4, 8, 12, 16, 15, 14, 13, 9, 5, 6, 7, 11, 10]
// expect: spiral 2x3: [1, 2, 3, 6, 5, 4]
