// Swift book style: a Polynomial<T: Numeric> value type with evaluation, arithmetic operators and a derivative
// known-gap: error: 4549-polynomial-book.swift:26:43: error: value of type 'Int' has no member 'coefficients'
struct Polynomial<T: Numeric & Comparable>: Equatable, CustomStringConvertible {
    // coefficients[i] multiplies x^i
    private(set) var coefficients: [T]

    init(_ coefficients: [T]) {
        var c = coefficients
        while let last = c.last, last == 0 { c.removeLast() }
        self.coefficients = c
    }

    static var zero: Polynomial { Polynomial([]) }
    static var one: Polynomial { Polynomial([1]) }
    static var x: Polynomial { Polynomial([0, 1]) }

    var degree: Int { coefficients.count - 1 }

    func callAsFunction(_ x: T) -> T {
        var result: T = 0
        for c in coefficients.reversed() { result = result * x + c }
        return result
    }

    static func + (a: Polynomial, b: Polynomial) -> Polynomial {
        let n = max(a.coefficients.count, b.coefficients.count)
        var out = [T](repeating: 0, count: n)
        for (i, c) in a.coefficients.enumerated() { out[i] += c }
        for (i, c) in b.coefficients.enumerated() { out[i] += c }
        return Polynomial(out)
    }

    static func * (a: Polynomial, b: Polynomial) -> Polynomial {
        if a.coefficients.isEmpty || b.coefficients.isEmpty { return .zero }
        var out = [T](repeating: .zero, count: a.coefficients.count + b.coefficients.count - 1)
        for (i, ca) in a.coefficients.enumerated() {
            for (j, cb) in b.coefficients.enumerated() {
                out[i + j] += ca * cb
            }
        }
        return Polynomial(out)
    }

    var derivative: Polynomial {
        guard coefficients.count > 1 else { return .zero }
        var out: [T] = []
        for i in 1..<coefficients.count {
            var k: T = 0
            for _ in 0..<i { k += 1 }
            out.append(coefficients[i] * k)
        }
        return Polynomial(out)
    }

    var description: String {
        if coefficients.isEmpty { return "0" }
        var terms: [String] = []
        for (i, c) in coefficients.enumerated().reversed() where c != 0 {
            let coef = (c == 1 && i > 0) ? "" : "\(c)"
            switch i {
            case 0: terms.append("\(c)")
            case 1: terms.append("\(coef)x")
            default: terms.append("\(coef)x^\(i)")
            }
        }
        return terms.joined(separator: " + ")
    }
}

let p = Polynomial([1, -3, 2])
print("p(x) =", p, "degree", p.degree)
print("p(0), p(1), p(2) =", p(0), p(1), p(2))
let q = Polynomial<Int>.x + .one
print("q(x) =", q)
print("p + q =", p + q)
print("p * q =", p * q)
print("(x+1)^3 =", q * q * q)
print("p' =", p.derivative, " p'' =", p.derivative.derivative, " p''' =", p.derivative.derivative.derivative)
print("zero:", Polynomial<Int>.zero, Polynomial<Int>.zero.degree)
print("cancels:", Polynomial([1, 1]) + Polynomial([0, -1]))
print(p == Polynomial([1, -3, 2, 0, 0]))

let f = Polynomial([0.5, 0, 1.5])
print("f(x) =", f)
print("f(2) =", f(2), "f(0.1) =", f(0.1))
print("f' =", f.derivative, "f'(2) =", f.derivative(2))
let g = Polynomial<Float>([1, 1]) * Polynomial<Float>([1, -1])
print("g =", g, "g(3) =", g(3))

var power = Polynomial<Int>.one
for n in 1...4 {
    power = power * Polynomial([1, 1])
    print("(1+x)^\(n):", power.coefficients)
}
print("p at 0..<5:", (0..<5).map { p($0) })
let small = Polynomial<Int8>([2, 3])
print("int8:", small * small, (small * small)(2))
// expect: p(x) = 2x^2 + -3x + 1 degree 2
// expect: p(0), p(1), p(2) = 1 0 3
// expect: q(x) = x + 1
// expect: p + q = 2x^2 + -2x + 2
// expect: p * q = 2x^3 + -1x^2 + -2x + 1
// expect: (x+1)^3 = x^3 + 3x^2 + 3x + 1
// expect: p' = 4x + -3  p'' = 4  p''' = 0
// expect: zero: 0 -1
// expect: cancels: 1
// expect: true
// expect: f(x) = 1.5x^2 + 0.5
// expect: f(2) = 6.5 f(0.1) = 0.515
// expect: f' = 3.0x f'(2) = 6.0
// expect: g = -1.0x^2 + 1.0 g(3) = -8.0
// expect: (1+x)^1: [1, 1]
// expect: (1+x)^2: [1, 2, 1]
// expect: (1+x)^3: [1, 3, 3, 1]
// expect: (1+x)^4: [1, 4, 6, 4, 1]
// expect: p at 0..<5: [1, 0, 3, 10, 21]
// expect: int8: 9x^2 + 12x + 4 64
