// App code style: a rectangular Matrix<Element> with map, multiply and a FloatingPoint determinant extension
struct Matrix<Element: Numeric>: CustomStringConvertible {
    let rows: Int
    let cols: Int
    var data: [Element]

    init(rows: Int, cols: Int, repeating value: Element = 0) {
        self.rows = rows
        self.cols = cols
        self.data = Array(repeating: value, count: rows * cols)
    }

    init(_ nested: [[Element]]) {
        rows = nested.count
        cols = nested.first?.count ?? 0
        data = nested.flatMap { $0 }
    }

    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    subscript(r: Int, c: Int) -> Element {
        get { data[r * cols + c] }
        set { data[r * cols + c] = newValue }
    }

    func map<U: Numeric>(_ f: (Element) -> U) -> Matrix<U> {
        var out = Matrix<U>(rows: rows, cols: cols)
        out.data = data.map(f)
        return out
    }

    static func * (a: Matrix, b: Matrix) -> Matrix? {
        guard a.cols == b.rows else { return nil }
        var out = Matrix(rows: a.rows, cols: b.cols)
        for i in 0..<a.rows {
            for j in 0..<b.cols {
                var s = Element.zero
                for k in 0..<a.cols { s += a[i, k] * b[k, j] }
                out[i, j] = s
            }
        }
        return out
    }

    var description: String {
        (0..<rows).map { r in
            (0..<cols).map { c in "\(self[r, c])" }.joined(separator: "\t")
        }.joined(separator: "\n")
    }
}

extension Matrix where Element: FloatingPoint {
    func minor(_ row: Int, _ col: Int) -> Matrix {
        var nested: [[Element]] = []
        for r in 0..<rows where r != row {
            var line: [Element] = []
            for c in 0..<cols where c != col { line.append(self[r, c]) }
            nested.append(line)
        }
        return Matrix(nested)
    }

    var determinant: Element {
        if rows == 1 { return self[0, 0] }
        if rows == 2 { return self[0, 0] * self[1, 1] - self[0, 1] * self[1, 0] }
        var det: Element = 0
        var sign: Element = 1
        for c in 0..<cols {
            det += sign * self[0, c] * minor(0, c).determinant
            sign = -sign
        }
        return det
    }
}

let a = Matrix([[1, 2, 3], [4, 5, 6]])
let b = Matrix([[7, 8], [9, 10], [11, 12]])
print("a:\n\(a)")
print("a*b:\n\((a * b)!)")
print("b*a rows:", (b * a)!.rows)
print("a*a:", (a * a).map { "\($0)" } ?? "incompatible")
print("I3:\n\(Matrix<Int>.identity(3))")
let halves = a.map { Double($0) / 2 }
print("halves:\n\(halves)")
let m3 = Matrix<Double>([[2, 0, 1], [1, 3, 2], [1, 1, 1]])
print("det m3:", m3.determinant)
print("det I4:", Matrix<Double>.identity(4).determinant)
print("det 2x2:", Matrix<Float>([[0.5, 1.5], [2, 4]]).determinant)
print("minor:\n\(m3.minor(1, 1))")
let bytes = Matrix<UInt8>([[1, 2], [3, 4]])
print("bytes squared:\n\((bytes * bytes)!)")
print("filled:", Matrix<Int>(rows: 1, cols: 4, repeating: 7).data)
// expect: a:
// expect: 1	2	3
// expect: 4	5	6
// expect: a*b:
// expect: 58	64
// expect: 139	154
// expect: b*a rows: 3
// expect: a*a: incompatible
// expect: I3:
// expect: 1	0	0
// expect: 0	1	0
// expect: 0	0	1
// expect: halves:
// expect: 0.5	1.0	1.5
// expect: 2.0	2.5	3.0
// expect: det m3: 0.0
// expect: det I4: 1.0
// expect: det 2x2: -1.0
// expect: minor:
// expect: 2.0	1.0
// expect: 1.0	1.0
// expect: bytes squared:
// expect: 7	10
// expect: 15	22
// expect: filled: [7, 7, 7, 7]
