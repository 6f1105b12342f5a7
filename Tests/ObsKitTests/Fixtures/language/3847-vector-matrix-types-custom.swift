// App code style: vector and matrix types with custom operators
struct Vec2: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x - b.x, y: a.y - b.y) }
    static func * (k: Double, v: Vec2) -> Vec2 { Vec2(x: k * v.x, y: k * v.y) }
    static prefix func - (v: Vec2) -> Vec2 { Vec2(x: -v.x, y: -v.y) }
    static func += (a: inout Vec2, b: Vec2) { a = a + b }
    var description: String { "(\(x), \(y))" }
}

infix operator •: MultiplicationPrecedence
func • (a: Vec2, b: Vec2) -> Double { a.x * b.x + a.y * b.y }

struct Matrix: CustomStringConvertible {
    let rows: Int, cols: Int
    var data: [Double]
    init(_ rows: [[Double]]) { self.rows = rows.count; cols = rows[0].count; data = rows.flatMap { $0 } }
    subscript(r: Int, c: Int) -> Double {
        get { data[r * cols + c] }
        set { data[r * cols + c] = newValue }
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        var out = Matrix(Array(repeating: Array(repeating: 0, count: b.cols), count: a.rows))
        for i in 0..<a.rows { for j in 0..<b.cols { for k in 0..<a.cols { out[i, j] += a[i, k] * b[k, j] } } }
        return out
    }
    static func * (m: Matrix, v: Vec2) -> Vec2 { Vec2(x: m[0, 0] * v.x + m[0, 1] * v.y, y: m[1, 0] * v.x + m[1, 1] * v.y) }
    var transposed: Matrix {
        var t = Matrix(Array(repeating: Array(repeating: 0, count: rows), count: cols))
        for i in 0..<rows { for j in 0..<cols { t[j, i] = self[i, j] } }
        return t
    }
    var description: String {
        (0..<rows).map { r in (0..<cols).map { String(self[r, $0]) }.joined(separator: " ") }.joined(separator: " | ")
    }
}

var p = Vec2(x: 1, y: 2)
let q = Vec2(x: 3, y: -1)
print(p + q, p - q, 2 * p, -q)
print(p • q, p • p)
p += q
print(p, p == Vec2(x: 4, y: 1))
let rot = Matrix([[0, -1], [1, 0]])
print(rot * Vec2(x: 1, y: 0), rot * (rot * Vec2(x: 1, y: 0)))
let m = Matrix([[1, 2, 3], [4, 5, 6]])
print(m.transposed)
print(m * m.transposed)
print((rot * rot).data)
// expect: (4.0, 1.0) (-2.0, 3.0) (2.0, 4.0) (-3.0, 1.0)
// expect: 1.0 5.0
// expect: (4.0, 1.0) true
// expect: (0.0, 1.0) (-1.0, 0.0)
// expect: 1.0 4.0 | 2.0 5.0 | 3.0 6.0
// expect: 14.0 32.0 | 32.0 77.0
// expect: [-1.0, 0.0, 0.0, -1.0]
