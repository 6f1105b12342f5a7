// Operators implemented as global functions for a type of the script's own (`==`, `+`, `<`): `==` also
// drives `!=` and `contains`, `<` drives `sorted()` and `max()`. Expected output from swiftc 6.3.1 on Linux.
struct Money: CustomStringConvertible, Comparable {
    let cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
func == (a: Money, b: Money) -> Bool { a.cents == b.cents }
func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
let prices = [Money(cents: 250), Money(cents: 99), Money(cents: 1000)]
print(prices.sorted(), prices.max()!, prices.reduce(Money(cents: 0), +))
print(Money(cents: 99) == prices[1], Money(cents: 1) != prices[1], prices.contains(Money(cents: 250)))

// expect: [$0.99, $2.50, $10.00] $10.00 $13.49
// expect: true true true
