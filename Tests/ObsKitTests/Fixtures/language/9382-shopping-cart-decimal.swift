// shopping cart with Decimal prices, quantities, discount code and tax (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct Product: Hashable {
    let sku: String
    let name: String
    let price: Decimal
}

struct CartLine {
    let product: Product
    var quantity: Int
    var subtotal: Decimal { product.price * Decimal(quantity) }
}

struct Cart {
    private(set) var lines: [CartLine] = []
    var discountPercent: Decimal = 0

    mutating func add(_ product: Product, quantity: Int = 1) {
        if let i = lines.firstIndex(where: { $0.product == product }) {
            lines[i].quantity += quantity
        } else {
            lines.append(CartLine(product: product, quantity: quantity))
        }
    }

    mutating func remove(sku: String) {
        lines.removeAll { $0.product.sku == sku }
    }

    var subtotal: Decimal { lines.reduce(0) { $0 + $1.subtotal } }
    var discount: Decimal { subtotal * discountPercent / 100 }
    var tax: Decimal { (subtotal - discount) * Decimal(string: "0.08")! }
    var total: Decimal { subtotal - discount + tax }
}

func money(_ value: Decimal) -> String {
    var input = value
    var rounded = Decimal()
    NSDecimalRound(&rounded, &input, 2, .plain)
    return "$" + String(format: "%.2f", NSDecimalNumber(decimal: rounded).doubleValue)
}

let mug = Product(sku: "MUG-01", name: "Coffee Mug", price: Decimal(string: "12.99")!)
let beans = Product(sku: "BEAN-2", name: "Espresso Beans", price: Decimal(string: "18.50")!)
let filter = Product(sku: "FLT-9", name: "Paper Filters", price: Decimal(string: "4.25")!)

var cart = Cart()
cart.add(mug, quantity: 2)
cart.add(beans)
cart.add(filter, quantity: 3)
cart.add(mug)
print("Lines: \(cart.lines.count)")
for line in cart.lines {
    print("  \(line.product.name) x\(line.quantity) = \(money(line.subtotal))")
}
print("Subtotal: \(money(cart.subtotal))")
cart.discountPercent = 10
print("Discount: -\(money(cart.discount))")
print("Tax: \(money(cart.tax))")
print("Total: \(money(cart.total))")
cart.remove(sku: "FLT-9")
print("After removing filters: \(money(cart.total))")
print("Exact subtotal: \(cart.subtotal)")
// expect: Lines: 3
// expect:   Coffee Mug x3 = $38.97
// expect:   Espresso Beans x1 = $18.50
// expect:   Paper Filters x3 = $12.75
// expect: Subtotal: $70.22
// expect: Discount: -$7.02
// expect: Tax: $5.06
// expect: Total: $68.25
// expect: After removing filters: $55.86
// expect: Exact subtotal: 57.47
