// Swift book style: Advanced Operators + Subscripts + Extensions - a 2x2/NxN matrix type with operator overloading, identity, powers, and equality
struct Matrix: Equatable, CustomStringConvertible {
    let n: Int
    private(set) var values: [Int]
    init(n: Int, values: [Int]) {
        precondition(values.count == n * n)
        self.n = n
        self.values = values
    }
    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(n: n, values: Array(repeating: 0, count: n * n))
        for i in 0..<n { m[i, i] = 1 }
        return m
    }
    subscript(r: Int, c: Int) -> Int {
        get { values[r * n + c] }
        set { values[r * n + c] = newValue }
    }
    subscript(row r: Int) -> [Int] { Array(values[(r * n)..<(r * n + n)]) }
    subscript(column c: Int) -> [Int] { (0..<n).map { self[$0, c] } }
    var description: String {
        (0..<n).map { self[row: $0].map { String($0) }.joined(separator: " ") }.joined(separator: " / ")
    }
}
extension Matrix {
    static func + (a: Matrix, b: Matrix) -> Matrix { Matrix(n: a.n, values: zip(a.values, b.values).map(+)) }
    static func - (a: Matrix, b: Matrix) -> Matrix { Matrix(n: a.n, values: zip(a.values, b.values).map(-)) }
    static prefix func - (a: Matrix) -> Matrix { Matrix(n: a.n, values: a.values.map { -$0 }) }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        var r = Matrix(n: a.n, values: Array(repeating: 0, count: a.n * a.n))
        for i in 0..<a.n {
            for j in 0..<a.n {
                r[i, j] = zip(a[row: i], b[column: j]).reduce(0) { $0 + $1.0 * $1.1 }
            }
        }
        return r
    }
    static func * (k: Int, a: Matrix) -> Matrix { Matrix(n: a.n, values: a.values.map { k * $0 }) }
    static func *= (a: inout Matrix, b: Matrix) { a = a * b }
}
infix operator ^^: MultiplicationPrecedence
extension Matrix {
    static func ^^ (base: Matrix, exp: Int) -> Matrix {
        var result = Matrix.identity(base.n)
        var b = base
        var e = exp
        while e > 0 {
            if e & 1 == 1 { result *= b }
            b *= b
            e >>= 1
        }
        return result
    }
    var transposed: Matrix {
        var t = self
        for i in 0..<n { for j in 0..<n { t[j, i] = self[i, j] } }
        return t
    }
    var trace: Int { (0..<n).reduce(0) { $0 + self[$1, $1] } }
    var determinant2x2: Int? { n == 2 ? self[0, 0] * self[1, 1] - self[0, 1] * self[1, 0] : nil }
}
let a = Matrix(n: 2, values: [1, 2, 3, 4])
let b = Matrix(n: 2, values: [0, 1, 1, 0])
print(a)
print(a + b)
print(a - b, -a)
print(a * b, b * a)
print(3 * a)
print(a * Matrix.identity(2) == a, a * b == b * a)
let fib = Matrix(n: 2, values: [1, 1, 1, 0])
for k in [1, 2, 5, 10, 20] {
    print("fib^\(k) = \(fib ^^ k), F(\(k)) = \((fib ^^ k)[0, 1])")
}
print(2 * a ^^ 2, (2 * a) ^^ 2)
let m3 = Matrix(n: 3, values: [2, 0, 1, 1, 3, 2, 1, 1, 1])
print(m3.transposed, m3.trace, m3.determinant2x2 as Any, a.determinant2x2 ?? 0)
print(m3[column: 2], m3[row: 1], (m3 ^^ 3).trace)
var acc = Matrix.identity(3)
for _ in 0..<4 { acc *= m3 }
print(acc == m3 ^^ 4, acc)
let (q, overflow) = Int.max.multipliedReportingOverflow(by: 2)
print(q == -2, overflow)
extension Int {
    static func ** (base: Int, exp: Int) -> Int { exp == 0 ? 1 : base * (base ** (exp - 1)) }
}
infix operator **: MultiplicationPrecedence
print(2 ** 10, 3 ** 3 + 1, [1, 2, 3].map { $0 ** 2 })

// expect: 1 2 / 3 4
// expect: 1 3 / 4 4
// expect: 1 1 / 2 4 -1 -2 / -3 -4
// expect: 2 1 / 4 3 3 4 / 1 2
// expect: 3 6 / 9 12
// expect: true false
// expect: fib^1 = 1 1 / 1 0, F(1) = 1
// expect: fib^2 = 2 1 / 1 1, F(2) = 1
// expect: fib^5 = 8 5 / 5 3, F(5) = 5
// expect: fib^10 = 89 55 / 55 34, F(10) = 55
// expect: fib^20 = 10946 6765 / 6765 4181, F(20) = 6765
// expect: 28 40 / 60 88 28 40 / 60 88
// expect: 2 1 1 / 0 3 1 / 1 2 1 6 nil -2
// expect: [1, 2, 1] [1, 3, 2] 72
// expect: true 44 28 36 / 148 164 156 / 64 64 64
// expect: true true
// expect: 1024 28 [1, 4, 9]
