// Book style (Advanced Operators): a money type with arithmetic, comparison and compound assignment operators
struct Money: Comparable, CustomStringConvertible {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(_ dollars: Int, _ cents: Int = 0) { self.cents = dollars * 100 + cents }
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let a = abs(cents)
        let c = a % 100
        return "\(sign)$\(a / 100).\(c < 10 ? "0" : "")\(c)"
    }
    static func < (l: Money, r: Money) -> Bool { l.cents < r.cents }
    static func + (l: Money, r: Money) -> Money { Money(cents: l.cents + r.cents) }
    static func - (l: Money, r: Money) -> Money { Money(cents: l.cents - r.cents) }
    static prefix func - (m: Money) -> Money { Money(cents: -m.cents) }
    static func * (l: Money, r: Int) -> Money { Money(cents: l.cents * r) }
    static func += (l: inout Money, r: Money) { l = l + r }
    static func -= (l: inout Money, r: Money) { l = l - r }
}

infix operator %%: MultiplicationPrecedence
infix operator ±: AdditionPrecedence

extension Money {
    static func %% (m: Money, percent: Int) -> Money {
        Money(cents: (m.cents * percent + 50) / 100)
    }
    static func ± (m: Money, spread: Money) -> ClosedRange<Money> {
        (m - spread)...(m + spread)
    }
}

let coffee = Money(3, 75)
let bagel = Money(2, 5)
print(coffee, bagel, coffee + bagel)
print(coffee - bagel * 2)
print(-coffee, coffee * 3)
var wallet = Money(20)
wallet -= coffee
wallet -= bagel
print(wallet)
wallet += Money(cents: 7)
print(wallet)
let tip = (coffee + bagel) %% 18
print("tip", tip)
print(coffee + bagel %% 50)
let range = Money(10) ± Money(0, 50)
print(range)
print(range.contains(wallet), range.contains(Money(10, 20)))
let prices = [coffee, bagel, Money(1, 99), Money(12)]
print(prices.sorted(), prices.max()!, prices.min()!)
print(prices.reduce(Money(0), +))
print(coffee > bagel, coffee == Money(cents: 375), coffee <= bagel)
let cheapest: Money? = prices.filter { $0 < Money(1) }.first
print(cheapest as Any, type(of: range))
let total = prices.map(\.cents).reduce(0, &+)
print(total)

// expect: $3.75 $2.05 $5.80
// expect: -$0.35
// expect: -$3.75 $11.25
// expect: $14.20
// expect: $14.27
// expect: tip $1.04
// expect: $4.78
// expect: $9.50...$10.50
// expect: false true
// expect: [$1.99, $2.05, $3.75, $12.00] $12.00 $1.99
// expect: $19.79
// expect: true true false
// expect: nil ClosedRange<Money>
// expect: 1979
