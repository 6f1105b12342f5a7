// App code style: shopping cart with pluggable discount rules via protocols
protocol DiscountRule {
    var label: String { get }
    func discount(for cart: Cart) -> Int
}

extension DiscountRule {
    var label: String { String(describing: type(of: self)) }
}

struct LineItem {
    let name: String
    let priceCents: Int
    var quantity: Int
    var subtotal: Int { priceCents * quantity }
}

struct Cart {
    var items: [LineItem] = []
    var subtotal: Int { items.reduce(0) { $0 + $1.subtotal } }
    mutating func add(_ name: String, _ price: Int, qty: Int = 1) {
        if let i = items.firstIndex(where: { $0.name == name }) { items[i].quantity += qty }
        else { items.append(LineItem(name: name, priceCents: price, quantity: qty)) }
    }
}

struct BuyXGetOne: DiscountRule {
    let item: String, x: Int
    var label: String { "buy \(x) \(item) get 1 free" }
    func discount(for cart: Cart) -> Int {
        guard let li = cart.items.first(where: { $0.name == item }) else { return 0 }
        return (li.quantity / (x + 1)) * li.priceCents
    }
}

struct PercentOff: DiscountRule {
    let percent: Int, minimum: Int
    func discount(for cart: Cart) -> Int { cart.subtotal >= minimum ? cart.subtotal * percent / 100 : 0 }
}

struct FlatCoupon: DiscountRule {
    let cents: Int
    func discount(for cart: Cart) -> Int { min(cents, cart.subtotal) }
}

func money(_ c: Int) -> String { "$\(c / 100)." + (c % 100 < 10 ? "0" : "") + "\(c % 100)" }

var cart = Cart()
cart.add("apple", 45, qty: 3)
cart.add("bread", 299)
cart.add("apple", 45, qty: 2)
cart.add("cheese", 650, qty: 2)
for li in cart.items { print("\(li.name) x\(li.quantity) = \(money(li.subtotal))") }
print("subtotal \(money(cart.subtotal))")

let rules: [DiscountRule] = [BuyXGetOne(item: "apple", x: 2), PercentOff(percent: 10, minimum: 1500), FlatCoupon(cents: 200), PercentOff(percent: 50, minimum: 99999)]
let applied = rules.map { ($0.label, $0.discount(for: cart)) }.filter { $0.1 > 0 }
for (label, d) in applied { print("  - \(label): \(money(d))") }
let best = applied.max { $0.1 < $1.1 }!
print("best single rule: \(best.0)")
let total = cart.subtotal - applied.map(\.1).reduce(0, +)
print("total with all rules: \(money(total))")
// expect: apple x5 = $2.25
// expect: bread x1 = $2.99
// expect: cheese x2 = $13.00
// expect: subtotal $18.24
// expect:   - buy 2 apple get 1 free: $0.45
// expect:   - PercentOff: $1.82
// expect:   - FlatCoupon: $2.00
// expect: best single rule: FlatCoupon
// expect: total with all rules: $13.97
