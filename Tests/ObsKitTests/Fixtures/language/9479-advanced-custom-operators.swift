// Operator overloading: infix/prefix/postfix, compound assignment, Equatable, custom operators and precedence groups (expected output from swiftc 6.3.1 on Linux)
struct Ratio: Equatable, CustomStringConvertible {
    let num: Int, den: Int
    init(_ num: Int, _ den: Int) {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
        let g = max(gcd(num, den), 1)
        let sign = den < 0 ? -1 : 1
        self.num = sign * num / g
        self.den = sign * den / g
    }
    var description: String { den == 1 ? "\(num)" : "\(num)/\(den)" }
}
extension Ratio {
    static func + (l: Ratio, r: Ratio) -> Ratio { Ratio(l.num * r.den + r.num * l.den, l.den * r.den) }
    static func * (l: Ratio, r: Ratio) -> Ratio { Ratio(l.num * r.num, l.den * r.den) }
    static func * (k: Int, r: Ratio) -> Ratio { Ratio(k * r.num, r.den) }
    static prefix func - (r: Ratio) -> Ratio { Ratio(-r.num, r.den) }
    static func += (l: inout Ratio, r: Ratio) { l = l + r }
}
let half = Ratio(1, 2), third = Ratio(2, 6)
print(half + third, half * third, 3 * third, -half, Ratio(4, -8))
var runningSum = Ratio(0, 1)
for d in 1...4 { runningSum += Ratio(1, d) }
print(runningSum, runningSum == Ratio(50, 24), half != third)

prefix operator ~/
extension Ratio {
    static prefix func ~/ (r: Ratio) -> Ratio { Ratio(r.den, r.num) }
}
print(~/Ratio(3, 7), ~/(half + half))

postfix operator ^^
postfix func ^^ (n: Int) -> Int { n <= 1 ? 1 : n * (n - 2)^^ }
print(7^^, 8^^)

infix operator <~>: AdditionPrecedence
extension Ratio {
    static func <~> (l: Ratio, r: Ratio) -> Ratio { Ratio(l.num * r.den + r.num * l.den, 2 * l.den * r.den) }
}
print(half <~> third, Ratio(1, 4) <~> Ratio(3, 4) + Ratio(1, 1))

precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentPrecedence
func ** (base: Int, exp: Int) -> Int { exp == 0 ? 1 : base * base ** (exp - 1) }
print(2 ** 3 ** 2, 2 * 3 ** 2, (2 ** 3) ** 2)

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |>: PipePrecedence
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }
let piped = 5 |> { $0 * 3 } |> { "result=\($0)" }
print(piped)
print([3, 1, 2] |> { $0.sorted() } |> { $0.map(String.init).joined(separator: "<") })

infix operator ≈: ComparisonPrecedence
func ≈ (a: Double, b: Double) -> Bool { abs(a - b) < 0.001 }
print(0.1 + 0.2 ≈ 0.3, 0.1 + 0.2 == 0.3, 1.0 ≈ 1.01)

struct Money: Comparable {
    let cents: Int
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
}
let wallet = [Money(cents: 250), Money(cents: 99), Money(cents: 1000)]
print(wallet.max()!.cents, wallet.reduce(Money(cents: 0), +).cents, Money(cents: 5) <= Money(cents: 5))

// expect: 5/6 1/6 1 -1/2 -1/2
// expect: 25/12 true true
// expect: 7/3 1
// expect: 105 384
// expect: 5/12 3/2
// expect: 512 18 64
// expect: result=15
// expect: 1<2<3
// expect: true false false
// expect: 1000 1349 true
