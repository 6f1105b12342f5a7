// Advanced Swift style (operators & literals): a Money type with custom operators, ExpressibleByIntegerLiteral and Comparable
struct Money: Comparable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    let cents: Int

    init(cents: Int) { self.cents = cents }
    init(integerLiteral value: Int) { cents = value * 100 }
    init(floatLiteral value: Double) { cents = Int((value * 100).rounded()) }

    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func - (a: Money, b: Money) -> Money { Money(cents: a.cents - b.cents) }
    static func * (a: Money, n: Int) -> Money { Money(cents: a.cents * n) }
    static func += (a: inout Money, b: Money) { a = a + b }
    static prefix func - (a: Money) -> Money { Money(cents: -a.cents) }
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }

    func split(into parts: Int) -> [Money] {
        let base = cents / parts, extra = cents % parts
        return (0..<parts).map { Money(cents: base + ($0 < extra ? 1 : 0)) }
    }

    var description: String {
        let sign = cents < 0 ? "-" : ""
        let v = abs(cents)
        return "\(sign)$\(v / 100).\(v % 100 < 10 ? "0" : "")\(v % 100)"
    }
}

infix operator %%: MultiplicationPrecedence
extension Money {
    static func %% (a: Money, percent: Int) -> Money { Money(cents: a.cents * percent / 100) }
}

let coffee: Money = 3.5
let lunch: Money = 12
var bill = coffee * 2 + lunch
print(bill, bill %% 15, bill + bill %% 15)
bill += 0.99
print(bill, -bill, bill - 20)
print(Money(cents: 1000).split(into: 3), Money(cents: 5).split(into: 2).map(\.cents))
let prices: [Money] = [9.99, 5, 0.5, 12.25]
print(prices.sorted(), prices.max()!, prices.reduce(0, +))
print(Set(prices + [5.0, 0.5]).count, prices.filter { $0 > 6 })
let tiers: [Money: String] = [5: "basic", 10: "plus"]
print(tiers.keys.sorted().map { "\($0)=\(tiers[$0]!)" })

// expect: $19.00 $2.85 $21.85
// expect: $19.99 -$19.99 -$0.01
// expect: [$3.34, $3.33, $3.33] [3, 2]
// expect: [$0.50, $5.00, $9.99, $12.25] $12.25 $27.74
// expect: 4 [$9.99, $12.25]
// expect: ["$5.00=basic", "$10.00=plus"]
