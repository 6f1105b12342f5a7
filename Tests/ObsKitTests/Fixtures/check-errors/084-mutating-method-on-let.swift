// Mistake: stores a struct in a `let` constant and then calls one of its mutating methods.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct ShoppingCart {
    private(set) var items: [String: Int] = [:]

    mutating func add(_ item: String, count: Int = 1) {
        items[item, default: 0] += count
    }

    mutating func remove(_ item: String) {
        items[item] = nil
    }

    var totalItems: Int {
        items.values.reduce(0, +)
    }
}

let cart = ShoppingCart()
for (item, count) in [("Apples", 6), ("Bread", 1)] {
    cart.add(item, count: count)
}

for (item, count) in cart.items.sorted(by: { $0.key < $1.key }) {
    print("\(item): \(count)")
}
print("Total items: \(cart.totalItems)")
// expect-error: cannot use mutating member on immutable value: 'cart' is a 'let' constant
