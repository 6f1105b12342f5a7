// Shopping cart model: structs with computed properties, mutating methods and a formatted receipt (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct Product {
    let sku: String
    let name: String
    let unitPrice: Double
}

struct CartLine {
    let product: Product
    var quantity: Int

    var subtotal: Double { product.unitPrice * Double(quantity) }
}

struct Cart {
    private(set) var lines: [CartLine] = []
    var discountPercent: Double = 0

    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    var gross: Double { lines.map(\.subtotal).reduce(0, +) }
    var discount: Double { gross * discountPercent / 100 }
    var total: Double { gross - discount }
    var isEmpty: Bool { lines.isEmpty }

    mutating func add(_ product: Product, quantity: Int = 1) {
        if let index = lines.firstIndex(where: { $0.product.sku == product.sku }) {
            lines[index].quantity += quantity
        } else {
            lines.append(CartLine(product: product, quantity: quantity))
        }
    }

    mutating func remove(sku: String) {
        lines.removeAll { $0.product.sku == sku }
    }
}

let apple = Product(sku: "A-1", name: "Apple", unitPrice: 0.45)
let bread = Product(sku: "B-7", name: "Sourdough", unitPrice: 3.2)
let milk = Product(sku: "M-2", name: "Oat milk", unitPrice: 1.99)

var cart = Cart()
print("empty:", cart.isEmpty)
cart.add(apple, quantity: 4)
cart.add(bread)
cart.add(milk, quantity: 2)
cart.add(apple, quantity: 2)
print("items:", cart.itemCount, "lines:", cart.lines.count)

for line in cart.lines {
    let name = line.product.name.padding(toLength: 10, withPad: ".", startingAt: 0)
    print(String(format: "%@ x%2d %7.2f", name, line.quantity, line.subtotal))
}
cart.discountPercent = 10
print(String(format: "gross %.2f discount %.2f total %.2f", cart.gross, cart.discount, cart.total))
cart.remove(sku: "B-7")
print("after removing bread:", cart.lines.map(\.product.name), String(format: "%.2f", cart.total))

// expect: empty: true
// expect: items: 9 lines: 3
// expect: Apple..... x 6    2.70
// expect: Sourdough. x 1    3.20
// expect: Oat milk.. x 2    3.98
// expect: gross 9.88 discount 0.99 total 8.89
// expect: after removing bread: ["Apple", "Oat milk"] 6.01
