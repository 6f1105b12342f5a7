// Apple docs style (actor-isolated properties): computed properties and isolated parameters
actor ShoppingCart {
    struct Line {
        let name: String
        let price: Int
        var quantity: Int
    }

    private var lines: [Line] = []
    var discountPercent = 0

    // Computed properties are isolated too: reading them from outside needs await.
    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    var subtotal: Int { lines.reduce(0) { $0 + $1.price * $1.quantity } }
    var total: Int { subtotal - subtotal * discountPercent / 100 }
    var isEmpty: Bool { lines.isEmpty }

    var summary: String {
        get { "\(itemCount) items, total \(total)" }
    }

    func add(_ name: String, price: Int, quantity: Int = 1) {
        if let i = lines.firstIndex(where: { $0.name == name }) {
            lines[i].quantity += quantity
        } else {
            lines.append(Line(name: name, price: price, quantity: quantity))
        }
    }

    func setDiscount(_ percent: Int) {
        discountPercent = min(max(percent, 0), 50)
    }

    func names() -> [String] { lines.map(\.name) }
}

// A function with an `isolated` parameter runs on that actor, so no awaits are
// needed inside it and several reads see one consistent state.
func receipt(for cart: isolated ShoppingCart) -> String {
    let header = cart.isEmpty ? "empty cart" : cart.names().joined(separator: ", ")
    return "\(header) | subtotal \(cart.subtotal) | total \(cart.total)"
}

let cart = ShoppingCart()
print(await cart.isEmpty, await cart.summary)
print(await receipt(for: cart))

await cart.add("coffee", price: 450, quantity: 2)
await cart.add("bagel", price: 300)
await cart.add("coffee", price: 450)
print("items:", await cart.itemCount)
print("subtotal:", await cart.subtotal)

await cart.setDiscount(80)                   // clamped to 50
print("discount:", await cart.discountPercent)
print(await cart.summary)

await cart.setDiscount(10)
print(await receipt(for: cart))

// Many concurrent adds produce a consistent count.
await withTaskGroup(of: Void.self) { group in
    for i in 0..<20 {
        group.addTask { await cart.add(i.isMultiple(of: 2) ? "juice" : "muffin", price: 200) }
    }
}
print(await cart.summary)
print(await cart.names().sorted())

// A closure that takes the actor as an isolated parameter.
let applyPromo: (isolated ShoppingCart) -> Void = { cart in
    cart.discountPercent = cart.itemCount > 20 ? 25 : 5
}
await applyPromo(cart)
print("promo discount:", await cart.discountPercent, "total:", await cart.total)

// expect: true 0 items, total 0
// expect: empty cart | subtotal 0 | total 0
// expect: items: 4
// expect: subtotal: 1650
// expect: discount: 50
// expect: 4 items, total 825
// expect: coffee, bagel | subtotal 1650 | total 1485
// expect: 24 items, total 5085
// expect: ["bagel", "coffee", "juice", "muffin"]
// expect: promo discount: 25 total: 4238
