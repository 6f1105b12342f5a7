// App code style: a Money type stored as integer cents, conforming to AdditiveArithmetic and Comparable
struct Money: AdditiveArithmetic, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    var cents: Int

    init(cents: Int) { self.cents = cents }
    init(dollars: Int, cents: Int = 0) { self.cents = dollars * 100 + cents }
    init(integerLiteral value: Int) { self.cents = value * 100 }

    static var zero: Money { Money(cents: 0) }

    static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    static func - (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents - rhs.cents) }
    static func * (lhs: Money, rhs: Int) -> Money { Money(cents: lhs.cents * rhs) }
    static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }

    var description: String {
        let sign = cents < 0 ? "-" : ""
        let absCents = cents < 0 ? -cents : cents
        let whole = absCents / 100
        let frac = absCents % 100
        let fracText = frac < 10 ? "0\(frac)" : "\(frac)"
        return "\(sign)$\(whole).\(fracText)"
    }

    func split(into parts: Int) -> [Money] {
        let base = cents / parts
        let remainder = cents % parts
        return (0..<parts).map { i in Money(cents: base + (i < remainder ? 1 : 0)) }
    }

    func percent(_ p: Int) -> Money {
        // round half up on cents
        Money(cents: (cents * p + 50) / 100)
    }
}

func total<T: AdditiveArithmetic>(_ items: [T]) -> T {
    items.reduce(.zero, +)
}

struct LineItem {
    let name: String
    let price: Money
    let quantity: Int
    var subtotal: Money { price * quantity }
}

let cart = [
    LineItem(name: "Coffee", price: Money(dollars: 3, cents: 75), quantity: 2),
    LineItem(name: "Bagel", price: Money(dollars: 2, cents: 5), quantity: 3),
    LineItem(name: "Juice", price: 4, quantity: 1),
]

for item in cart {
    print("\(item.name) x\(item.quantity): \(item.subtotal)")
}
let subtotal = total(cart.map { $0.subtotal })
print("Subtotal:", subtotal)
let tax = subtotal.percent(8)
print("Tax 8%:", tax)
let grand = subtotal + tax
print("Total:", grand)
print("Split 3 ways:", grand.split(into: 3))

let refund: Money = 20
let balance = refund - grand
print("Balance:", balance)
print("Is negative:", balance < .zero)
print("Most expensive:", cart.map { $0.subtotal }.max()!)
print("Sorted:", cart.map { $0.subtotal }.sorted())
print("Generic ints:", total([1, 2, 3, 4]), "doubles:", total([0.5, 0.25]))
print("Small:", Money(cents: 7), Money(cents: -7), Money.zero)
// expect: Coffee x2: $7.50
// expect: Bagel x3: $6.15
// expect: Juice x1: $4.00
// expect: Subtotal: $17.65
// expect: Tax 8%: $1.41
// expect: Total: $19.06
// expect: Split 3 ways: [$6.36, $6.35, $6.35]
// expect: Balance: $0.94
// expect: Is negative: false
// expect: Most expensive: $7.50
// expect: Sorted: [$4.00, $6.15, $7.50]
// expect: Generic ints: 10 doubles: 0.75
// expect: Small: $0.07 -$0.07 $0.00
