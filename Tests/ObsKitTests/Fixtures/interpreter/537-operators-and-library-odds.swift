// A type's own compound operator (`static func +=`) runs for `v += w`; a literal beside a type that adopts
// ExpressibleByIntegerLiteral is one of it (`wallet -= 1`, `prices.contains(10)`, `reduce(0, +)`); an
// `@autoclosure` operand of a custom operator runs only when the operator asks; `repeatElement`,
// `prefix(upTo:)`, `prefix(through:)`, `suffix(from:)`, `Float(exactly:)`, `Double(bitPattern:)`, a slice's
// one-sided ranges from its own start. Expected output: swiftc 6.3.1 on this machine.
struct Vec { var x: Int
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x) }
    static func += (a: inout Vec, b: Vec) { print("Vec +="); a = a + b } }
var v = Vec(x: 1)
v += Vec(x: 2)
print(v.x)

struct Money: Equatable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(integerLiteral dollars: Int) { cents = dollars * 100 }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func - (a: Money, b: Money) -> Money { Money(cents: a.cents - b.cents) }
    static func -= (a: inout Money, b: Money) { a = a - b }
    static func *= (a: inout Money, n: Int) { a.cents *= n }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
var wallet: Money = 5
wallet -= 1
wallet *= 2
let prices: [Money] = [3, Money(cents: 99), 10]
print(wallet, prices.contains(10), prices.reduce(0, +))

infix operator ??? : NilCoalescingPrecedence
func ??? <T>(value: T?, fallback: @autoclosure () -> String) -> String { value.map { "\($0)" } ?? fallback() }
var calls = 0
func expensive() -> String { calls += 1; return "fallback" }
let some: Int? = 4, none: Int? = nil
print(some ??? expensive(), none ??? expensive(), calls)

let arr = [10, 20, 30, 40, 50, 60]
print(Array(repeatElement("ab", count: 3)), repeatElement(7, count: 0).isEmpty)
print(arr.prefix(upTo: 2), arr.prefix(through: 2), arr.suffix(from: 4))
let middle = arr[1...4]
let mid = middle.startIndex + middle.count / 2
print(middle[..<mid], middle[mid...])
print(Float(exactly: 16777217) as Any, Float(exactly: 16777216) as Any, Double(bitPattern: 0x4000000000000000), 1.0.bitPattern)

// expect: Vec +=
// expect: 3
// expect: $8.00 true $13.99
// expect: 4 fallback 1
// expect: ["ab", "ab", "ab"] true
// expect: [10, 20] [10, 20, 30] [50, 60]
// expect: [20, 30] [40, 50]
// expect: nil Optional(16777216.0) 2.0 4607182418800017408
