// App code style: a Polynomial type with ExpressibleByArrayLiteral/IntegerLiteral, Hashable, CustomStringConvertible and arithmetic operators
struct Polynomial: ExpressibleByArrayLiteral, ExpressibleByIntegerLiteral, Hashable, CustomStringConvertible {
    private(set) var coefficients: [Int]

    init(_ coeffs: [Int]) {
        var c = coeffs
        while let last = c.last, last == 0 { c.removeLast() }
        coefficients = c
    }
    init(arrayLiteral elements: Int...) { self.init(elements) }
    init(integerLiteral value: Int) { self.init([value]) }

    var degree: Int { max(coefficients.count - 1, 0) }

    func callAsFunction(_ x: Int) -> Int {
        coefficients.reversed().reduce(0) { $0 * x + $1 }
    }

    static func + (a: Polynomial, b: Polynomial) -> Polynomial {
        let n = max(a.coefficients.count, b.coefficients.count)
        return Polynomial((0..<n).map { i in
            (i < a.coefficients.count ? a.coefficients[i] : 0) + (i < b.coefficients.count ? b.coefficients[i] : 0)
        })
    }

    static func * (a: Polynomial, b: Polynomial) -> Polynomial {
        if a.coefficients.isEmpty || b.coefficients.isEmpty { return 0 }
        var out = Array(repeating: 0, count: a.coefficients.count + b.coefficients.count - 1)
        for (i, x) in a.coefficients.enumerated() {
            for (j, y) in b.coefficients.enumerated() { out[i + j] += x * y }
        }
        return Polynomial(out)
    }

    var description: String {
        let terms = coefficients.enumerated().reversed().compactMap { (p, c) -> String? in
            guard c != 0 else { return nil }
            switch p {
            case 0: return "\(c)"
            case 1: return c == 1 ? "x" : "\(c)x"
            default: return c == 1 ? "x^\(p)" : "\(c)x^\(p)"
            }
        }
        return terms.isEmpty ? "0" : terms.joined(separator: " + ")
    }
}

let p: Polynomial = [1, 2, 3]
let q: Polynomial = [0, 1]
let five: Polynomial = 5
print(p, "|", q, "|", five)
print(p + q, "|", p * q, "|", q * q * q)
print(p(2), (p * q)(2), five(100))
print(p.degree, (p * p).degree, Polynomial([0, 0]).degree)
print(p == [1, 2, 3, 0, 0], p == q, [1, 0] as Polynomial == 1)
let set: Set<Polynomial> = [p, [1, 2, 3], q, five, 5]
print(set.count)
print([q, p, five].map(\.description))
print((0...4).map { (q * q + 1)($0) })
print(Polynomial([]) * p, p + [-1, -2, -3])
// expect: 3x^2 + 2x + 1 | x | 5
// expect: 3x^2 + 3x + 1 | 3x^3 + 2x^2 + x | x^3
// expect: 17 34 5
// expect: 2 4 0
// expect: true false true
// expect: 3
// expect: ["x", "3x^2 + 2x + 1", "5"]
// expect: [1, 2, 5, 10, 17]
// expect: 0 0
