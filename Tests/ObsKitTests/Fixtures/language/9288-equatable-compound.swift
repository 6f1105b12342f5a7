// equatable-compound
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Money: Comparable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(integerLiteral dollars: Int) { cents = dollars * 100 }
    var description: String { "$\(cents / 100).\(String(format2: cents % 100))" }
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func - (a: Money, b: Money) -> Money { Money(cents: a.cents - b.cents) }
    static func * (a: Money, n: Int) -> Money { Money(cents: a.cents * n) }
    static func += (a: inout Money, b: Money) { a = a + b }
    static func -= (a: inout Money, b: Money) { a = a - b }
    static func *= (a: inout Money, n: Int) { a = a * n }
}
extension String { init(format2 n: Int) { self = n < 10 ? "0\(n)" : "\(n)" } }

var wallet: Money = 5
wallet += Money(cents: 250)
wallet -= 1
wallet *= 2
print(wallet, wallet > 12, wallet >= Money(cents: 1300), wallet <= 13, wallet == Money(cents: 1300), wallet != 13)
let prices: [Money] = [3, Money(cents: 99), 10, Money(cents: 1050)]
print(prices.sorted(), prices.max()!, prices.min()!, prices.reduce(0, +), prices.contains(10))
print(Set(prices + [3, 10]).count, prices.firstIndex(of: Money(cents: 1000)) as Any)

final class Version: Comparable, CustomStringConvertible {
    let parts: [Int]
    init(_ s: String) { parts = s.split(separator: ".").map { Int($0)! } }
    private var trimmed: [Int] {
        var p = parts
        while p.last == 0 { p.removeLast() }
        return p
    }
    static func == (a: Version, b: Version) -> Bool { a.trimmed == b.trimmed }
    static func < (a: Version, b: Version) -> Bool { a.trimmed.lexicographicallyPrecedes(b.trimmed) }
    var description: String { parts.map { "\($0)" }.joined(separator: ".") }
}
let vs = ["1.10", "1.2", "1.2.1", "0.9.9", "2"].map(Version.init)
print(vs.sorted(), Version("1.2") == Version("1.2.0.0"), Version("1.2") === Version("1.2"), Version("1.10") > Version("1.9"))

struct Fraction: Equatable, Comparable, CustomStringConvertible {
    let num: Int, den: Int
    init(_ n: Int, _ d: Int) {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
        let g = gcd(n, d) * (d < 0 ? -1 : 1)
        num = n / g; den = d / g
    }
    var description: String { den == 1 ? "\(num)" : "\(num)/\(den)" }
    static func + (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.den + b.num * a.den, a.den * b.den) }
    static func * (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.num, a.den * b.den) }
    static prefix func - (a: Fraction) -> Fraction { Fraction(-a.num, a.den) }
    static func += (a: inout Fraction, b: Fraction) { a = a + b }
    static func *= (a: inout Fraction, b: Fraction) { a = a * b }
    static func /= (a: inout Fraction, b: Fraction) { a = a * Fraction(b.den, b.num) }
    static func < (a: Fraction, b: Fraction) -> Bool { a.num * b.den < b.num * a.den }
}
var fr = Fraction(1, 2)
fr += Fraction(1, 3)
print(fr, Fraction(2, 4) == Fraction(1, 2), Fraction(3, -6), -fr)
fr *= Fraction(6, 5)
fr /= Fraction(1, 4)
print(fr, fr > Fraction(3, 1), [Fraction(1, 3), Fraction(1, 4), Fraction(2, 5)].sorted())
var list = [Fraction(1, 2), Fraction(1, 3)]
list[0] += Fraction(1, 2)
list[1] *= list[1]
print(list, list.reduce(Fraction(0, 1), +))

struct Tagged: Equatable { let id: Int; let note: String
    static func == (l: Tagged, r: Tagged) -> Bool { l.id == r.id } }
print(Tagged(id: 1, note: "a") == Tagged(id: 1, note: "b"), [Tagged(id: 2, note: "")].contains(Tagged(id: 2, note: "x")))
struct Synth: Hashable, Comparable { let a: Int; let b: String
    static func < (l: Synth, r: Synth) -> Bool { (l.a, l.b) < (r.a, r.b) } }
print(Synth(a: 1, b: "x") == Synth(a: 1, b: "x"), [Synth(a: 2, b: "a"), Synth(a: 1, b: "z"), Synth(a: 1, b: "b")].sorted().map(\.b))
var total = 0
total += 5; total -= 2; total *= 4; total /= 3; total %= 3; total <<= 3; total |= 1; total ^= 0b11; total &= 0b1110
print(total)

// expect: $13.00 true true true true false
// expect: [$0.99, $3.00, $10.00, $10.50] $10.50 $0.99 $24.49 true
// expect: 4 Optional(2)
// expect: [0.9.9, 1.2, 1.2.1, 1.10, 2] true false true
// expect: 5/6 true -1/2 -5/6
// expect: 4 true [1/4, 1/3, 2/5]
// expect: [1, 1/9] 10/9
// expect: true true
// expect: true ["b", "z", "a"]
// expect: 10
