// App model: shopping cart totals, discounts, grouping, and String(format:) receipts
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

enum Category: String, CaseIterable { case produce, dairy, bakery, household }

struct Product: Hashable {
    let sku: String
    let name: String
    let price: Double
    let category: Category
}

struct LineItem {
    let product: Product
    var quantity: Int
    var subtotal: Double { product.price * Double(quantity) }
}

enum Discount {
    case percent(Double)
    case buyXGetOne(sku: String, x: Int)
    case flat(Double, minimum: Double)

    func amount(for items: [LineItem]) -> Double {
        let total = items.reduce(0) { $0 + $1.subtotal }
        switch self {
        case .percent(let p): return total * p / 100
        case let .buyXGetOne(sku, x):
            guard let line = items.first(where: { $0.product.sku == sku }) else { return 0 }
            return Double(line.quantity / (x + 1)) * line.product.price
        case let .flat(value, minimum) where total >= minimum: return value
        case .flat: return 0
        }
    }
}

struct Cart {
    private(set) var items: [LineItem] = []
    mutating func add(_ p: Product, quantity: Int = 1) {
        if let i = items.firstIndex(where: { $0.product == p }) { items[i].quantity += quantity }
        else { items.append(LineItem(product: p, quantity: quantity)) }
    }
    var total: Double { items.reduce(0) { $0 + $1.subtotal } }
}

let apple = Product(sku: "A1", name: "Apple", price: 0.45, category: .produce)
let milk = Product(sku: "M1", name: "Milk 1L", price: 1.19, category: .dairy)
let bread = Product(sku: "B1", name: "Sourdough", price: 3.5, category: .bakery)
let soap = Product(sku: "H1", name: "Soap", price: 2.25, category: .household)

var cart = Cart()
cart.add(apple, quantity: 6)
cart.add(milk, quantity: 2)
cart.add(bread)
cart.add(apple, quantity: 2)
cart.add(soap)

for item in cart.items {
    let name = item.product.name.padding(toLength: 10, withPad: " ", startingAt: 0)
    print(name + String(format: " %3d x %6.2f = %7.2f", item.quantity, item.product.price, item.subtotal))
}
print("TOTAL     " + String(format: " %21.2f", cart.total))

let discounts: [Discount] = [.percent(10), .buyXGetOne(sku: "A1", x: 3), .flat(5, minimum: 20), .flat(1, minimum: 10)]
for d in discounts { print(String(format: "discount %.2f", d.amount(for: cart.items))) }
let best = discounts.map { $0.amount(for: cart.items) }.max() ?? 0
print(String(format: "best price: %.2f (saves %.1f%%)", cart.total - best, best / cart.total * 100))

let byCategory = Dictionary(grouping: cart.items, by: \.product.category)
for cat in Category.allCases {
    let sum = byCategory[cat, default: []].reduce(0) { $0 + $1.subtotal }
    print("\(cat.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))\(String(format: "%05.2f", sum))")
}
print(cart.items.map(\.quantity).reduce(0, +), String(format: "%x %o %e", 255, 8, 1234.5))
// expect: Apple        8 x   0.45 =    3.60
// expect: Milk 1L      2 x   1.19 =    2.38
// expect: Sourdough    1 x   3.50 =    3.50
// expect: Soap         1 x   2.25 =    2.25
// expect: TOTAL                      11.73
// expect: discount 1.17
// expect: discount 0.90
// expect: discount 0.00
// expect: discount 1.00
// expect: best price: 10.56 (saves 10.0%)
// expect: produce   03.60
// expect: dairy     02.38
// expect: bakery    03.50
// expect: household 02.25
// expect: 12 ff 10 1.234500e+03
