// Swift book style: a Rational number generic over BinaryInteger, with gcd reduction, operators and Comparable
func gcd<T: BinaryInteger>(_ a: T, _ b: T) -> T {
    var x = a < 0 ? 0 - a : a
    var y = b < 0 ? 0 - b : b
    while y != 0 {
        (x, y) = (y, x % y)
    }
    return x
}

struct Rational<T: BinaryInteger & SignedNumeric>: Comparable, CustomStringConvertible {
    let numerator: T
    let denominator: T

    init(_ n: T, _ d: T = 1) {
        precondition(d != 0, "zero denominator")
        let g = gcd(n, d)
        var nn = n / g
        var dd = d / g
        if dd < 0 {
            nn = -nn
            dd = -dd
        }
        numerator = nn
        denominator = dd
    }

    static func + (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }
    static func - (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator)
    }
    static func * (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.numerator, a.denominator * b.denominator)
    }
    static func / (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.denominator, a.denominator * b.numerator)
    }
    static func < (a: Rational, b: Rational) -> Bool {
        a.numerator * b.denominator < b.numerator * a.denominator
    }

    var reciprocal: Rational { Rational(denominator, numerator) }
    var isInteger: Bool { denominator == 1 }

    var description: String {
        isInteger ? "\(numerator)" : "\(numerator)/\(denominator)"
    }
}

extension Rational {
    func toDouble() -> Double { Double(Int(numerator)) / Double(Int(denominator)) }
}

print(gcd(48, 18), gcd(-12, 8), gcd(0, 5), gcd(UInt8(200), UInt8(75)))

let half = Rational(1, 2)
let third = Rational(1, 3)
print(half, third)
print(half + third)
print(half - third)
print(half * third)
print(half / third)
print(Rational(6, -8))
print(Rational(10, 5))
print(third.reciprocal)
print(half < third, half > third, Rational(2, 4) == half)

var harmonic = Rational(0)
for n in 1...6 {
    harmonic = harmonic + Rational(1, n)
    print("H(\(n)) = \(harmonic) ≈ \(harmonic.toDouble())")
}

let fractions = [Rational(3, 4), Rational(-1, 2), Rational(5, 6), Rational(2, 3)]
print(fractions.sorted())
print(fractions.max()!, fractions.min()!)

let small = Rational<Int8>(12, 18)
print(small, small + Rational<Int8>(1, 3))
print(Rational<Int64>(1_000_000, 3_000_000).toDouble())
// expect: 6 4 5 25
// expect: 1/2 1/3
// expect: 5/6
// expect: 1/6
// expect: 1/6
// expect: 3/2
// expect: -3/4
// expect: 2
// expect: 3
// expect: false true true
// expect: H(1) = 1 ≈ 1.0
// expect: H(2) = 3/2 ≈ 1.5
// expect: H(3) = 11/6 ≈ 1.8333333333333333
// expect: H(4) = 25/12 ≈ 2.0833333333333335
// expect: H(5) = 137/60 ≈ 2.283333333333333
// expect: H(6) = 49/20 ≈ 2.45
// expect: [-1/2, 2/3, 3/4, 5/6]
// expect: 5/6 -1/2
// expect: 2/3 1
// expect: 0.3333333333333333
