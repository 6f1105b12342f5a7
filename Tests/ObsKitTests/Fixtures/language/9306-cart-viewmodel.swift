// A shopping cart view model, kept free of UI so it can be tested
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
    let priceCents: Int
}

struct CartLine {
    let product: Product
    var quantity: Int
    var subtotalCents: Int { product.priceCents * quantity }
}

final class CartViewModel {
    private(set) var lines: [CartLine] = []
    var promoCode: String? = nil
    var onChange: ((String) -> Void)?

    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    var subtotalCents: Int { lines.reduce(0) { $0 + $1.subtotalCents } }
    var discountCents: Int {
        guard let code = promoCode?.uppercased() else { return 0 }
        switch code {
        case "SAVE10": return subtotalCents / 10
        case "FIVEOFF": return min(500, subtotalCents)
        default: return 0
        }
    }
    var totalCents: Int { subtotalCents - discountCents }

    func add(_ product: Product, quantity: Int = 1) {
        if let i = lines.firstIndex(where: { $0.product.id == product.id }) {
            lines[i].quantity += quantity
        } else {
            lines.append(CartLine(product: product, quantity: quantity))
        }
        onChange?("added \(quantity) x \(product.name)")
    }

    func remove(productID: Int) {
        lines.removeAll { $0.product.id == productID }
        onChange?("removed product \(productID)")
    }

    func setQuantity(_ q: Int, for productID: Int) {
        guard let i = lines.firstIndex(where: { $0.product.id == productID }) else { return }
        if q <= 0 { remove(productID: productID) } else { lines[i].quantity = q; onChange?("qty \(productID) -> \(q)") }
    }
}

func money(_ cents: Int) -> String {
    String(format: "$%d.%02d", cents / 100, cents % 100)
}

let coffee = Product(id: 1, name: "Coffee Beans", priceCents: 1299)
let mug = Product(id: 2, name: "Mug", priceCents: 850)
let filter = Product(id: 3, name: "Paper Filters", priceCents: 399)

let cart = CartViewModel()
cart.onChange = { print("event: \($0)") }
cart.add(coffee)
cart.add(mug, quantity: 2)
cart.add(coffee)
cart.add(filter, quantity: 3)
cart.setQuantity(1, for: 2)
cart.setQuantity(0, for: 3)
for line in cart.lines {
    print("\(line.product.name) x\(line.quantity) = \(money(line.subtotalCents))")
}
print("items: \(cart.itemCount), subtotal: \(money(cart.subtotalCents))")
for code in [nil, "save10", "FIVEOFF", "BOGUS"] as [String?] {
    cart.promoCode = code
    print("code \(code ?? "none"): discount \(money(cart.discountCents)), total \(money(cart.totalCents))")
}
// expect: event: added 1 x Coffee Beans
// expect: event: added 2 x Mug
// expect: event: added 1 x Coffee Beans
// expect: event: added 3 x Paper Filters
// expect: event: qty 2 -> 1
// expect: event: removed product 3
// expect: Coffee Beans x2 = $25.98
// expect: Mug x1 = $8.50
// expect: items: 3, subtotal: $34.48
// expect: code none: discount $0.00, total $34.48
// expect: code save10: discount $3.44, total $31.04
// expect: code FIVEOFF: discount $5.00, total $29.48
// expect: code BOGUS: discount $0.00, total $34.48
