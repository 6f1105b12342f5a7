// Book style (Advanced Operators): a 2x2 matrix with operator methods, custom operators and precedence groups
struct Matrix: Equatable, CustomStringConvertible {
    var a, b, c, d: Int
    static let identity = Matrix(a: 1, b: 0, c: 0, d: 1)
    var description: String { "[\(a) \(b); \(c) \(d)]" }
}

precedencegroup PowerPrecedence {
    associativity: right
    higherThan: MultiplicationPrecedence
}
infix operator **: PowerPrecedence
infix operator ><: MultiplicationPrecedence
prefix operator ^
postfix operator ′

extension Matrix {
    static func * (l: Matrix, r: Matrix) -> Matrix {
        Matrix(a: l.a * r.a + l.b * r.c, b: l.a * r.b + l.b * r.d,
               c: l.c * r.a + l.d * r.c, d: l.c * r.b + l.d * r.d)
    }
    static func + (l: Matrix, r: Matrix) -> Matrix {
        Matrix(a: l.a + r.a, b: l.b + r.b, c: l.c + r.c, d: l.d + r.d)
    }
    static func *= (l: inout Matrix, r: Matrix) { l = l * r }
    static func ** (base: Matrix, exp: Int) -> Matrix {
        var result = Matrix.identity
        for _ in 0..<exp { result *= base }
        return result
    }
    static func >< (l: Matrix, r: Matrix) -> Int {
        l.a * r.a + l.b * r.b + l.c * r.c + l.d * r.d
    }
    static prefix func ^ (m: Matrix) -> Int { m.a * m.d - m.b * m.c }
    static postfix func ′ (m: Matrix) -> Matrix { Matrix(a: m.a, b: m.c, c: m.b, d: m.d) }
}

extension Int {
    static func ** (base: Int, exp: Int) -> Int {
        exp == 0 ? 1 : base * (base ** (exp - 1))
    }
}

let fib = Matrix(a: 1, b: 1, c: 1, d: 0)
print(fib)
print(fib * fib, fib ** 5)
print((fib ** 10).b)
print(2 ** 3 ** 2, (2 ** 3) ** 2)
print(2 * 3 ** 2)
let shear = Matrix(a: 1, b: 2, c: 0, d: 1)
print(shear′, ^shear, ^(fib ** 3))
print(shear >< (shear′ + fib), shear >< shear′ + 1)
print(fib + shear * Matrix.identity)
var m = shear
m *= shear
m *= shear′
print(m, m == shear)
print(Matrix.identity == fib ** 0)
let powers = (0...4).map { fib ** $0 }.map(\.a)
print(powers)
print(type(of: ^fib), type(of: fib′))

// expect: [1 1; 1 0]
// expect: [2 1; 1 1] [8 5; 5 3]
// expect: 55
// expect: 512 64
// expect: 18
// expect: [1 0; 2 1] 1 -1
// expect: 5 3
// expect: [2 3; 1 1]
// expect: [9 4; 2 1] false
// expect: true
// expect: [1, 1, 2, 3, 5]
// expect: Int Matrix
