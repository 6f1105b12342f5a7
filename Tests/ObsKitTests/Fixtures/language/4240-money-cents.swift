// App code style: money arithmetic in Int cents — invoice totals, tax, discounts, and fair bill splitting
struct Money: Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    let cents: Int

    init(cents: Int) { self.cents = cents }
    init(integerLiteral value: Int) { cents = value * 100 }
    init(dollars: Int, cents: Int = 0) { self.cents = dollars * 100 + cents }

    static let zero = Money(cents: 0)

    static func + (l: Money, r: Money) -> Money { Money(cents: l.cents + r.cents) }
    static func - (l: Money, r: Money) -> Money { Money(cents: l.cents - r.cents) }
    static func * (l: Money, r: Int) -> Money { Money(cents: l.cents * r) }
    static func += (l: inout Money, r: Money) { l = l + r }
    static func < (l: Money, r: Money) -> Bool { l.cents < r.cents }

    /// Percentage given in basis points (1% == 100), rounded half up.
    func percentage(basisPoints: Int) -> Money {
        let raw = cents * basisPoints
        let rounded = (raw + (raw >= 0 ? 5_000 : -5_000)) / 10_000
        return Money(cents: rounded)
    }

    func split(into parts: Int) -> [Money] {
        precondition(parts > 0)
        let base = cents / parts
        let remainder = cents % parts
        return (0..<parts).map { Money(cents: base + ($0 < remainder ? 1 : 0)) }
    }

    var description: String {
        let sign = cents < 0 ? "-" : ""
        let absolute = abs(cents)
        var whole = String(absolute / 100)
        var groups: [String] = []
        while whole.count > 3 {
            groups.insert(String(whole.suffix(3)), at: 0)
            whole = String(whole.dropLast(3))
        }
        groups.insert(whole, at: 0)
        let frac = absolute % 100
        return "\(sign)$\(groups.joined(separator: ",")).\(frac < 10 ? "0" : "")\(frac)"
    }
}

struct LineItem {
    let name: String
    let price: Money
    let quantity: Int
    var total: Money { price * quantity }
}

struct Invoice {
    var items: [LineItem] = []
    var discountBasisPoints = 0
    var taxBasisPoints = 0

    var subtotal: Money { items.reduce(.zero) { $0 + $1.total } }
    var discount: Money { subtotal.percentage(basisPoints: discountBasisPoints) }
    var taxable: Money { subtotal - discount }
    var tax: Money { taxable.percentage(basisPoints: taxBasisPoints) }
    var total: Money { taxable + tax }
}

var invoice = Invoice(discountBasisPoints: 1_000, taxBasisPoints: 825)
invoice.items.append(LineItem(name: "Design sprint", price: Money(dollars: 1_250), quantity: 3))
invoice.items.append(LineItem(name: "Icon set", price: Money(dollars: 89, cents: 99), quantity: 2))
invoice.items.append(LineItem(name: "App Store fee", price: 99, quantity: 1))
invoice.items.append(LineItem(name: "Coffee", price: Money(cents: 375), quantity: 7))

for item in invoice.items {
    print("\(item.name): \(item.quantity) x \(item.price) = \(item.total)")
}
print("Subtotal: \(invoice.subtotal)")
print("Discount (10%): -\(invoice.discount)")
print("Tax (8.25%): \(invoice.tax)")
print("Total: \(invoice.total)")

let shares = invoice.total.split(into: 3)
print("Split 3 ways: \(shares.map(\.description).joined(separator: " / "))")
print("Shares sum back: \(shares.reduce(.zero, +) == invoice.total)")

let dinner = Money(dollars: 100)
print("Dinner split 7: \(dinner.split(into: 7).map(\.description))")
print("Refund: \(Money(cents: -1_234_567))")
print("Half cent rounding: \(Money(cents: 5).percentage(basisPoints: 5_000)), \(Money(cents: -5).percentage(basisPoints: 5_000))")
let prices: [Money] = [Money(cents: 1999), 15, Money(dollars: 7, cents: 50)]
print("Cheapest: \(prices.min()!), priciest: \(prices.max()!)")
print("Sorted: \(prices.sorted().map(\.description))")

// expect: Design sprint: 3 x $1,250.00 = $3,750.00
// expect: Icon set: 2 x $89.99 = $179.98
// expect: App Store fee: 1 x $99.00 = $99.00
// expect: Coffee: 7 x $3.75 = $26.25
// expect: Subtotal: $4,055.23
// expect: Discount (10%): -$405.52
// expect: Tax (8.25%): $301.10
// expect: Total: $3,950.81
// expect: Split 3 ways: $1,316.94 / $1,316.94 / $1,316.93
// expect: Shares sum back: true
// expect: Dinner split 7: ["$14.29", "$14.29", "$14.29", "$14.29", "$14.28", "$14.28", "$14.28"]
// expect: Refund: -$12,345.67
// expect: Half cent rounding: $0.03, -$0.03
// expect: Cheapest: $7.50, priciest: $19.99
// expect: Sorted: ["$7.50", "$15.00", "$19.99"]
