// App model layer: a shopping cart with percentage discounts and tax computed in Decimal
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
    let taxRate: Decimal

    mutating func add(_ product: Product, quantity: Int = 1) {
        if let i = lines.firstIndex(where: { $0.product == product }) {
            lines[i].quantity += quantity
        } else {
            lines.append(CartLine(product: product, quantity: quantity))
        }
    }

    var subtotal: Decimal { lines.reduce(0) { $0 + $1.subtotal } }
    var discount: Decimal { rounded(subtotal * discountPercent / 100) }
    var tax: Decimal { rounded((subtotal - discount) * taxRate) }
    var total: Decimal { subtotal - discount + tax }

    private func rounded(_ value: Decimal) -> Decimal {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, 2, .plain)
        return result
    }
}

let coffee = Product(sku: "C1", name: "Coffee beans", price: Decimal(string: "12.99")!)
let mug = Product(sku: "M1", name: "Mug", price: Decimal(string: "8.50")!)
let filter = Product(sku: "F1", name: "Filters", price: Decimal(string: "3.25")!)

var cart = Cart(taxRate: Decimal(string: "0.0825")!)
cart.add(coffee, quantity: 2)
cart.add(mug)
cart.add(filter, quantity: 3)
cart.add(coffee)

for line in cart.lines {
    print("\(line.quantity) x \(line.product.name) = \(line.subtotal)")
}
print("subtotal: \(cart.subtotal)")
cart.discountPercent = 15
print("discount: -\(cart.discount)")
print("tax: \(cart.tax)")
print("total: \(cart.total)")
print("0.1 + 0.2 == 0.3 in Decimal: \(Decimal(string: "0.1")! + Decimal(string: "0.2")! == Decimal(string: "0.3")!)")

// expect: 3 x Coffee beans = 38.97
// expect: 1 x Mug = 8.5
// expect: 3 x Filters = 9.75
// expect: subtotal: 57.22
// expect: discount: -8.58
// expect: tax: 4.01
// expect: total: 52.65
// expect: 0.1 + 0.2 == 0.3 in Decimal: true
