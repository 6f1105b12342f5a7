// App model style (shopping cart): struct cart with line items, discounts via protocol, and formatted totals
import Foundation

struct Product {
    let sku: String
    let name: String
    let price: Double
}

struct LineItem {
    let product: Product
    var quantity: Int
    var subtotal: Double { product.price * Double(quantity) }
}

protocol Discount {
    var label: String { get }
    func amount(for items: [LineItem]) -> Double
}

struct PercentOff: Discount {
    let percent: Double
    var label: String { "\(Int(percent))% off" }
    func amount(for items: [LineItem]) -> Double {
        items.reduce(0) { $0 + $1.subtotal } * percent / 100
    }
}

struct BuyTwoGetOne: Discount {
    let sku: String
    var label: String { "3 for 2 on \(sku)" }
    func amount(for items: [LineItem]) -> Double {
        guard let item = items.first(where: { $0.product.sku == sku }) else { return 0 }
        return Double(item.quantity / 3) * item.product.price
    }
}

struct Cart {
    private(set) var items: [LineItem] = []
    var discounts: [Discount] = []

    mutating func add(_ product: Product, quantity: Int = 1) {
        if let i = items.firstIndex(where: { $0.product.sku == product.sku }) {
            items[i].quantity += quantity
        } else {
            items.append(LineItem(product: product, quantity: quantity))
        }
    }

    var total: Double {
        let gross = items.reduce(0) { $0 + $1.subtotal }
        let off = discounts.reduce(0) { $0 + $1.amount(for: items) }
        return max(0, gross - off)
    }
}

let apple = Product(sku: "APL", name: "Apple", price: 0.5)
let bread = Product(sku: "BRD", name: "Bread", price: 2.25)
var cart = Cart()
cart.add(apple, quantity: 4)
cart.add(bread)
cart.add(apple, quantity: 2)
for item in cart.items {
    print(item.product.name, "x\(item.quantity)", String(format: "%.2f", item.subtotal))
}
print("before discounts:", String(format: "%.2f", cart.total))
cart.discounts = [BuyTwoGetOne(sku: "APL"), PercentOff(percent: 10)]
for d in cart.discounts {
    print(d.label, "->", String(format: "%.2f", d.amount(for: cart.items)))
}
print("to pay:", String(format: "%.2f", cart.total))

// expect: Apple x6 3.00
// expect: Bread x1 2.25
// expect: before discounts: 5.25
// expect: 3 for 2 on APL -> 1.00
// expect: 10% off -> 0.53
// expect: to pay: 3.73
