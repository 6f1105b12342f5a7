// Compiler test style: reduce(0, +) over a custom AdditiveArithmetic type built from an integer literal
struct Money: AdditiveArithmetic, ExpressibleByIntegerLiteral, CustomStringConvertible {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(integerLiteral value: Int) { self.cents = value * 100 }
    static var zero: Money { Money(cents: 0) }
    static func + (l: Money, r: Money) -> Money { Money(cents: l.cents + r.cents) }
    static func - (l: Money, r: Money) -> Money { Money(cents: l.cents - r.cents) }
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let c = abs(cents)
        let r = c % 100
        return "\(sign)$\(c / 100).\(r < 10 ? "0" : "")\(r)"
    }
}

let prices: [Money] = [5, 12, Money(cents: 250)]
let total = prices.reduce(0, +)
print(total, type(of: total))

let refund: Money = 3
print(total - refund)

let viaZero = prices.reduce(.zero, +)
print(viaZero)

let diff = prices.reduce(100, -)
print(diff)

var acc: Money = 0
for p in prices { acc += p }
print(acc)
print(Money.zero == 0 as Money ? "zero ok" : "zero bad")
print(prices.map { $0.cents })
// expect: $19.50 Money
// expect: $16.50
// expect: $19.50
// expect: $80.50
// expect: $19.50
// expect: zero ok
// expect: [500, 1200, 250]
