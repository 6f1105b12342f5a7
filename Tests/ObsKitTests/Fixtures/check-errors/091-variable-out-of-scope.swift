// Mistake: declares a variable inside an `if` block and then uses it after the block, where it does not exist.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Purchase {
    let item: String
    let price: Double
    let isMember: Bool
}

func checkout(_ purchases: [Purchase]) -> Double {
    var total = 0.0
    for purchase in purchases {
        total += purchase.price
    }
    if purchases.contains(where: { $0.isMember }) {
        let discount = total * 0.1
        print("Member discount: \(discount)")
    }
    return total - discount
}

let basket = [
    Purchase(item: "Notebook", price: 4.5, isMember: true),
    Purchase(item: "Pen", price: 1.2, isMember: true),
    Purchase(item: "Backpack", price: 39.0, isMember: true),
]

let amount = checkout(basket)
print("You pay \(amount)")
// expect-error: cannot find 'discount' in scope
