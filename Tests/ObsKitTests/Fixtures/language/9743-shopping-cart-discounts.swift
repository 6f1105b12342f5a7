// Everyday app logic, shopping cart: Double money rounded with String(format:), enum discount rules with associated values, computed properties, mutating struct methods
import Foundation

struct Product: Hashable {
    let sku: String, name: String
    let price: Double
    let category: Category
    enum Category: String { case grocery, electronics, clothing }
}

enum Discount {
    case percentOff(Double)
    case buyXGetYFree(sku: String, buy: Int, free: Int)
    case categoryPercent(Product.Category, Double)
    case fixedOver(threshold: Double, amount: Double)
}

extension Discount: CustomStringConvertible {
    var description: String {
        switch self {
        case .percentOff(let p): return "\(Int(p))% off everything"
        case let .buyXGetYFree(sku, buy, free): return "buy \(buy) get \(free) free on \(sku)"
        case let .categoryPercent(cat, p): return "\(Int(p))% off \(cat.rawValue)"
        case let .fixedOver(t, a): return "\(money(a)) off orders over \(money(t))"
        }
    }
}

struct LineItem {
    let product: Product
    var quantity: Int
    var subtotal: Double { product.price * Double(quantity) }
}

struct Cart {
    private(set) var items: [LineItem] = []
    var discounts: [Discount] = []
    static let taxRate = 0.0825
    mutating func add(_ p: Product, quantity: Int = 1) {
        if let i = items.firstIndex(where: { $0.product.sku == p.sku }) { items[i].quantity += quantity }
        else { items.append(LineItem(product: p, quantity: quantity)) }
    }
    mutating func remove(sku: String) { items.removeAll { $0.product.sku == sku } }
    var subtotal: Double { items.reduce(0) { $0 + $1.subtotal } }

    func savings(for d: Discount) -> Double {
        switch d {
        case .percentOff(let pct): return subtotal * pct / 100
        case let .buyXGetYFree(sku, buy, free):
            guard let item = items.first(where: { $0.product.sku == sku }) else { return 0 }
            return Double(item.quantity / (buy + free) * free) * item.product.price
        case let .categoryPercent(cat, pct):
            return items.filter { $0.product.category == cat }.reduce(0) { $0 + $1.subtotal } * pct / 100
        case let .fixedOver(threshold, amount):
            return subtotal >= threshold ? amount : 0
        }
    }

    var totalSavings: Double { discounts.map(savings(for:)).reduce(0, +) }
    var tax: Double { (subtotal - totalSavings) * Cart.taxRate }
    var total: Double { subtotal - totalSavings + tax }
}

func money(_ v: Double) -> String { String(format: "$%.2f", v) }

let apple = Product(sku: "A1", name: "Apples (lb)", price: 1.49, category: .grocery)
let cable = Product(sku: "E7", name: "USB-C Cable", price: 12.99, category: .electronics)
let socks = Product(sku: "C3", name: "Wool Socks", price: 8.5, category: .clothing)
let milk = Product(sku: "G2", name: "Milk", price: 3.19, category: .grocery)

var cart = Cart()
cart.add(apple, quantity: 3)
cart.add(cable)
cart.add(socks, quantity: 2)
cart.add(milk)
cart.add(socks, quantity: 2)
cart.discounts = [.buyXGetYFree(sku: "C3", buy: 3, free: 1), .categoryPercent(.grocery, 10), .fixedOver(threshold: 40, amount: 5)]

for item in cart.items {
    print("\(item.product.name.padding(toLength: 14, withPad: " ", startingAt: 0)) x\(item.quantity)  \(money(item.subtotal))")
}
print("Subtotal: \(money(cart.subtotal))")
for d in cart.discounts { print("  discount \(d): -\(money(cart.savings(for: d)))") }
print("Tax: \(money(cart.tax))  Total: \(money(cart.total))")

cart.remove(sku: "E7")
cart.discounts.append(.percentOff(5))
print("After removing cable and adding 5% off: subtotal \(money(cart.subtotal)), savings \(money(cart.totalSavings)), total \(money(cart.total))")
print("0.1 + 0.2 = \(0.1 + 0.2), rounded: \(money(0.1 + 0.2)), cents: \(Int((19.99 * 100).rounded()))")
// expect: Apples (lb)    x3  $4.47
// expect: USB-C Cable    x1  $12.99
// expect: Wool Socks     x4  $34.00
// expect: Milk           x1  $3.19
// expect: Subtotal: $54.65
// expect:   discount buy 3 get 1 free on C3: -$8.50
// expect:   discount 10% off grocery: -$0.77
// expect:   discount $5.00 off orders over $40.00: -$5.00
// expect: Tax: $3.33  Total: $43.72
// expect: After removing cable and adding 5% off: subtotal $41.66, savings $16.35, total $27.40
// expect: 0.1 + 0.2 = 0.30000000000000004, rounded: $0.30, cents: 1999
