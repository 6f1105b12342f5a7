// Swift by Sundell style (mutating methods): mutating methods that call other mutating methods on a shopping cart struct
struct LineItem {
    let sku: String
    var quantity: Int
    let unitPrice: Int
}

struct Cart {
    private(set) var items: [LineItem] = []
    private(set) var log: [String] = []

    mutating func record(_ message: String) {
        log.append(message)
    }

    mutating func add(_ sku: String, price: Int, quantity: Int = 1) {
        if let index = items.firstIndex(where: { $0.sku == sku }) {
            items[index].quantity += quantity
            record("bump \(sku) to \(items[index].quantity)")
        } else {
            items.append(LineItem(sku: sku, quantity: quantity, unitPrice: price))
            record("add \(sku)")
        }
    }

    mutating func remove(_ sku: String) {
        let before = items.count
        items.removeAll { $0.sku == sku }
        record(before == items.count ? "missing \(sku)" : "remove \(sku)")
    }

    mutating func applyBulk(_ skus: [String: Int]) {
        for sku in skus.keys.sorted() {
            add(sku, price: skus[sku]!, quantity: 2)
        }
    }

    var total: Int { items.reduce(0) { $0 + $1.quantity * $1.unitPrice } }
}

var cart = Cart()
cart.add("apple", price: 3)
cart.add("pear", price: 4, quantity: 2)
cart.add("apple", price: 3)
print(cart.total)
cart.applyBulk(["fig": 5, "apple": 3])
print(cart.items.map { "\($0.sku)x\($0.quantity)" })
print(cart.total)
cart.remove("kiwi")
cart.remove("pear")
print(cart.total)
for (n, line) in cart.log.enumerated() {
    print(n, line)
}

// expect: 14
// expect: ["applex4", "pearx2", "figx2"]
// expect: 30
// expect: 22
// expect: 0 add apple
// expect: 1 add pear
// expect: 2 bump apple to 2
// expect: 3 bump apple to 4
// expect: 4 add fig
// expect: 5 missing kiwi
// expect: 6 remove pear
