// Swift book style: compound assignment operators and prefix/postfix operator functions
// Checks: user-defined += -= *= on a Money type, prefix ++ / postfix ++ returning
// old and new values, prefix operators on enums, Comparable via <, operators
// declared as static members in protocols and used generically.

struct Money: Comparable, CustomStringConvertible {
    var cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let m = abs(cents)
        let rest = m % 100
        return "\(sign)$\(m / 100).\(rest < 10 ? "0" : "")\(rest)"
    }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func - (a: Money, b: Money) -> Money { Money(cents: a.cents - b.cents) }
    static func * (a: Money, k: Int) -> Money { Money(cents: a.cents * k) }
    static func += (a: inout Money, b: Money) { a = a + b }
    static func -= (a: inout Money, b: Money) { a = a - b }
    static func *= (a: inout Money, k: Int) { a = a * k }
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    static prefix func - (a: Money) -> Money { Money(cents: -a.cents) }
}

var wallet = Money(cents: 1050)
wallet += Money(cents: 275)
print(wallet)
wallet -= Money(cents: 2000)
print(wallet)
wallet *= 3
print(wallet)
print(-wallet)
let prices = [Money(cents: 999), Money(cents: 5), Money(cents: 120)]
print(prices.sorted(), prices.max()!, prices.min()!)
print(Money(cents: 1) < Money(cents: 2), Money(cents: 3) >= Money(cents: 3))

prefix operator ++
postfix operator ++
struct Counter {
    var value: Int
    static prefix func ++ (c: inout Counter) -> Counter {
        c.value += 1
        return c
    }
    static postfix func ++ (c: inout Counter) -> Counter {
        let old = c
        c.value += 1
        return old
    }
}
var counter = Counter(value: 5)
let pre = ++counter
print("pre \(pre.value) now \(counter.value)")
let post = counter++
print("post \(post.value) now \(counter.value)")

extension Int {
    static prefix func ++ (n: inout Int) -> Int {
        n += 1
        return n
    }
    static postfix func ++ (n: inout Int) -> Int {
        defer { n += 1 }
        return n
    }
}
var i = 10
print(i++, i, ++i, i)

prefix operator !?
enum Light {
    case red, amber, green
    static prefix func ! (l: Light) -> Light {
        l == .red ? .green : .red
    }
    static prefix func !? (l: Light) -> Bool { l == .amber }
}
print(!Light.red, !Light.green, !Light.amber)
print(!?Light.amber, !?Light.red)

protocol Scalable {
    static func * (lhs: Self, rhs: Int) -> Self
    static func + (lhs: Self, rhs: Self) -> Self
}
extension Money: Scalable {}
extension Int: Scalable {}
func weightedSum<T: Scalable>(_ items: [(T, Int)], start: T) -> T {
    var total = start
    for (item, weight) in items {
        total = total + item * weight
    }
    return total
}
print(weightedSum([(2, 3), (10, 1)], start: 0))
print(weightedSum([(Money(cents: 150), 2), (Money(cents: 25), 4)], start: Money(cents: 0)))

// Compound assignment through a subscript and a property
struct Ledger {
    var entries: [Money] = [Money(cents: 100), Money(cents: 200)]
    var total: Money { entries.reduce(Money(cents: 0), +) }
}
var ledger = Ledger()
ledger.entries[1] += Money(cents: 50)
ledger.entries[0] *= 5
print(ledger.entries, ledger.total)

// Operators as function values
let ops: [(Money, Money) -> Money] = [(+), (-)]
print(ops.map { $0(Money(cents: 300), Money(cents: 120)) })
let combined = [Money(cents: 1), Money(cents: 2), Money(cents: 3)].reduce(Money(cents: 0), +)
print(combined)

// expect: $13.25
// expect: -$6.75
// expect: -$20.25
// expect: $20.25
// expect: [$0.05, $1.20, $9.99] $9.99 $0.05
// expect: true true
// expect: pre 6 now 6
// expect: post 6 now 7
// expect: 10 11 12 12
// expect: green red red
// expect: true false
// expect: 16
// expect: $4.00
// expect: [$5.00, $2.50] $7.50
// expect: [$4.20, $1.80]
// expect: $0.06
