// App code style: shopping cart with discount rules and tax rounding in cents
struct Product {
    let sku: String
    let name: String
    let priceCents: Int
    let taxable: Bool
}

struct LineItem {
    let product: Product
    var quantity: Int
    var subtotal: Int { product.priceCents * quantity }
}

protocol DiscountRule {
    var label: String { get }
    func discount(for items: [LineItem]) -> Int
}

struct PercentOff: DiscountRule {
    let percent: Int
    var label: String { "\(percent)% off order" }
    func discount(for items: [LineItem]) -> Int {
        let total = items.reduce(0) { $0 + $1.subtotal }
        return total * percent / 100
    }
}

struct BuyXGetOneFree: DiscountRule {
    let sku: String
    let x: Int
    var label: String { "buy \(x) get 1 free on \(sku)" }
    func discount(for items: [LineItem]) -> Int {
        guard let line = items.first(where: { $0.product.sku == sku }) else { return 0 }
        let free = line.quantity / (x + 1)
        return free * line.product.priceCents
    }
}

func formatCents(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let v = abs(cents)
    let frac = v % 100
    return "\(sign)$\(v / 100).\(frac < 10 ? "0" : "")\(frac)"
}

struct Cart {
    private(set) var lines: [LineItem] = []
    var rules: [DiscountRule] = []
    let taxRateBasisPoints: Int

    mutating func add(_ product: Product, quantity: Int = 1) {
        if let i = lines.firstIndex(where: { $0.product.sku == product.sku }) {
            lines[i].quantity += quantity
        } else {
            lines.append(LineItem(product: product, quantity: quantity))
        }
    }

    mutating func remove(sku: String) {
        lines.removeAll { $0.product.sku == sku }
    }

    var subtotal: Int { lines.reduce(0) { $0 + $1.subtotal } }
    var discounts: [(String, Int)] { rules.map { ($0.label, $0.discount(for: lines)) }.filter { $0.1 > 0 } }
    var tax: Int {
        let taxable = lines.filter { $0.product.taxable }.reduce(0) { $0 + $1.subtotal }
        // round half up to nearest cent
        return (taxable * taxRateBasisPoints + 5000) / 10000
    }
    var total: Int { subtotal - discounts.reduce(0) { $0 + $1.1 } + tax }
}

let apple = Product(sku: "APL", name: "Apple", priceCents: 45, taxable: false)
let soap = Product(sku: "SOP", name: "Soap", priceCents: 299, taxable: true)
let wine = Product(sku: "WIN", name: "Wine", priceCents: 1299, taxable: true)

var cart = Cart(taxRateBasisPoints: 825)
cart.add(apple, quantity: 7)
cart.add(soap)
cart.add(wine, quantity: 2)
cart.add(soap, quantity: 2)
cart.rules = [BuyXGetOneFree(sku: "APL", x: 2), PercentOff(percent: 10)]

for line in cart.lines {
    print("\(line.product.name) x\(line.quantity) = \(formatCents(line.subtotal))")
}
print("subtotal", formatCents(cart.subtotal))
for (label, amount) in cart.discounts {
    print("discount:", label, formatCents(-amount))
}
print("tax", formatCents(cart.tax))
print("total", formatCents(cart.total))
cart.remove(sku: "WIN")
print("after removing wine:", formatCents(cart.total), cart.lines.count)
// expect: Apple x7 = $3.15
// expect: Soap x3 = $8.97
// expect: Wine x2 = $25.98
// expect: subtotal $38.10
// expect: discount: buy 2 get 1 free on APL -$0.90
// expect: discount: 10% off order -$3.81
// expect: tax $2.88
// expect: total $36.27
// expect: after removing wine: $10.75 2
