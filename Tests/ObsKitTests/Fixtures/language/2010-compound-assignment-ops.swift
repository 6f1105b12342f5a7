// Compiler test style: compound assignment operator overloads and operators used as function values
struct Money: CustomStringConvertible, Comparable {
    var cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let a = abs(cents)
        let c = a % 100
        return "\(sign)$\(a / 100).\(c < 10 ? "0" : "")\(c)"
    }
    static func + (l: Money, r: Money) -> Money { Money(cents: l.cents + r.cents) }
    static func - (l: Money, r: Money) -> Money { Money(cents: l.cents - r.cents) }
    static func * (l: Money, r: Int) -> Money { Money(cents: l.cents * r) }
    static func += (l: inout Money, r: Money) { l.cents += r.cents }
    static func -= (l: inout Money, r: Money) { l = l - r }
    static func *= (l: inout Money, r: Int) { l.cents *= r }
    static func < (l: Money, r: Money) -> Bool { l.cents < r.cents }
}

infix operator <>=: AssignmentPrecedence
func <>= (l: inout [String], r: String) { l.append(r) }

infix operator ??=: AssignmentPrecedence
func ??= <T>(l: inout T?, r: @autoclosure () -> T) {
    if l == nil { l = r() }
}

var wallet = Money(cents: 1050)
wallet += Money(cents: 275)
print(wallet)
wallet -= Money(cents: 2000)
print(wallet)
wallet *= -3
print(wallet)

let prices = [Money(cents: 199), Money(cents: 1), Money(cents: 1000)]
print(prices.reduce(Money(cents: 0), +))
print(prices.sorted(by: >))
print(prices.max()!, prices.min()!)
let op: (Money, Money) -> Money = (-)
print(op(Money(cents: 500), Money(cents: 1)))
print(zip(prices, prices.reversed()).map(+))

var names: [String] = []
names <>= "x"
names <>= "y"
print(names)

var cache: Int? = nil
var evaluated = 0
func compute() -> Int { evaluated += 1; return 99 }
cache ??= compute()
cache ??= compute()
print(cache!, evaluated)

var totals = [Money(cents: 1), Money(cents: 2)]
totals[1] += Money(cents: 40)
totals[0] *= 7
print(totals)

var dict: [String: Money] = [:]
dict["a", default: Money(cents: 0)] += Money(cents: 5)
dict["a", default: Money(cents: 0)] += Money(cents: 5)
print(dict["a"]!)

let ops: [(Int, Int) -> Int] = [(+), (-), (*), (/), (%)]
print(ops.map { $0(17, 5) })
print([3, 1, 2].sorted(by: <), [[1, 2], [3]].reduce([], +))
var acc = 10
acc <<= 2; acc |= 1; acc ^= 0b11; acc >>= 1; acc &+= 1
print(acc)

// expect: $13.25
// expect: -$6.75
// expect: $20.25
// expect: $12.00
// expect: [$10.00, $1.99, $0.01]
// expect: $10.00 $0.01
// expect: $4.99
// expect: [$11.99, $0.02, $11.99]
// expect: ["x", "y"]
// expect: 99 1
// expect: [$0.07, $0.42]
// expect: $0.10
// expect: [22, 12, 85, 3, 2]
// expect: [1, 2, 3] [1, 2, 3]
// expect: 22
