// Compiler test style: operator overloading on generic types — arithmetic on a generic vector, scalar mixing, compound assignment, and Equatable synthesis
struct Vec2<T: Numeric>: Equatable, CustomStringConvertible {
    var x: T, y: T
    var description: String { "(\(x), \(y))" }

    static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x - b.x, y: a.y - b.y) }
    static func * (k: T, v: Vec2) -> Vec2 { Vec2(x: k * v.x, y: k * v.y) }
    static func * (v: Vec2, k: T) -> Vec2 { k * v }
    static func * (a: Vec2, b: Vec2) -> T { a.x * b.x + a.y * b.y }   // dot product
    static func += (a: inout Vec2, b: Vec2) { a = a + b }
    static prefix func - (v: Vec2) -> Vec2 where T: SignedNumeric { Vec2(x: -v.x, y: -v.y) }
}

let a = Vec2(x: 1, y: 2), b = Vec2(x: 3, y: -4)
print(a + b, a - b, 3 * a, b * 2)
let dot: Int = a * b
print(dot, -a)
var acc = Vec2(x: 0, y: 0)
for v in [a, b, a] { acc += v }
print(acc, acc == Vec2(x: 5, y: 0))

let fa = Vec2(x: 0.5, y: 1.5)
print(fa * 2.0, fa * fa)
let ua = Vec2<UInt8>(x: 200, y: 5)
print(ua + Vec2(x: 55, y: 5))

// Generic functions constrained on the operators.
func sum<T: Numeric>(_ vs: [Vec2<T>]) -> Vec2<T> { vs.reduce(Vec2(x: 0, y: 0), +) }
print(sum([a, b, Vec2(x: 10, y: 10)]))

// Overloading an operator for a generic container with a where clause.
struct Poly<C: Numeric & Equatable>: Equatable {
    var coeffs: [C]   // lowest degree first
    static func + (p: Poly, q: Poly) -> Poly {
        let n = max(p.coeffs.count, q.coeffs.count)
        return Poly(coeffs: (0..<n).map { i in
            (i < p.coeffs.count ? p.coeffs[i] : 0) + (i < q.coeffs.count ? q.coeffs[i] : 0)
        })
    }
    static func * (p: Poly, q: Poly) -> Poly {
        var out = [C](repeating: 0, count: max(0, p.coeffs.count + q.coeffs.count - 1))
        for (i, x) in p.coeffs.enumerated() {
            for (j, y) in q.coeffs.enumerated() { out[i + j] += x * y }
        }
        return Poly(coeffs: out)
    }
    func callAsFunction(_ x: C) -> C { coeffs.reversed().reduce(0) { $0 * x + $1 } }
}

let p = Poly(coeffs: [1, 1])         // 1 + x
let sq = p * p                       // 1 + 2x + x^2
print(sq.coeffs, (sq + p).coeffs, sq(3), (p * p * p).coeffs)
print(Poly(coeffs: [1, 2]) == Poly(coeffs: [1, 2]), sq == p)

// Overloads resolved by return type.
func make() -> Int { 1 }
func make() -> String { "one" }
let i: Int = make(), s: String = make()
print(i, s)

// Equatable for tuples-of-generics via operators on Optional.
let maybeVec: Vec2<Int>? = a
print(maybeVec == a, maybeVec == nil, Optional(b) != maybeVec)

// expect: (4, -2) (-2, 6) (3, 6) (6, -8)
// expect: -5 (-1, -2)
// expect: (5, 0) true
// expect: (1.0, 3.0) 2.5
// expect: (255, 10)
// expect: (14, 8)
// expect: [1, 2, 1] [2, 3, 1] 16 [1, 3, 3, 1]
// expect: true false
// expect: 1 one
// expect: true false true
