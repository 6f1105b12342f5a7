// Swift by Sundell style (custom operators and Equatable/Hashable): a Money type with operator overloads, Comparable and ExpressibleByIntegerLiteral
struct Money: Hashable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    var cents: Int

    init(cents: Int) { self.cents = cents }
    init(integerLiteral value: Int) { self.cents = value * 100 }

    static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    static func - (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents - rhs.cents) }
    static func * (lhs: Money, rhs: Int) -> Money { Money(cents: lhs.cents * rhs) }
    static func += (lhs: inout Money, rhs: Money) { lhs = lhs + rhs }
    static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
    static prefix func - (m: Money) -> Money { Money(cents: -m.cents) }

    var description: String {
        let sign = cents < 0 ? "-" : ""
        let v = abs(cents)
        return sign + "€" + String(v / 100) + "," + (v % 100 < 10 ? "0" : "") + String(v % 100)
    }
}

infix operator %%: MultiplicationPrecedence
extension Money {
    static func %% (lhs: Money, percent: Int) -> Money { Money(cents: lhs.cents * percent / 100) }
    func split(into parts: Int) -> [Money] {
        let base = cents / parts
        let remainder = cents % parts
        return (0..<parts).map { Money(cents: base + ($0 < remainder ? 1 : 0)) }
    }
}

let coffee: Money = 3
let cake = Money(cents: 450)
var bill = coffee * 2 + cake
bill += Money(cents: 5)
print("bill:", bill)
print("tip:", bill %% 15, "total:", bill + bill %% 15)
print("refund:", -cake, coffee - cake)
print(bill.split(into: 3), bill.split(into: 3).reduce(0, +) == bill)
print([cake, coffee, Money(cents: 99)].sorted(), max(coffee, cake))
let unique = Set([coffee, Money(cents: 300), cake])
print(unique.count, coffee == 3, cake > coffee)

// expect: bill: €10,55
// expect: tip: €1,58 total: €12,13
// expect: refund: -€4,50 -€1,50
// expect: [€3,52, €3,52, €3,51] true
// expect: [€0,99, €3,00, €4,50] €4,50
// expect: 2 true true
