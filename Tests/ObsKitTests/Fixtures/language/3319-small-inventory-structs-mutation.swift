// App code style: small inventory with structs, mutation, restock and reports
struct Item {
    let sku: String
    let name: String
    var quantity: Int
    let price: Int // cents
}

struct Inventory {
    private(set) var items: [String: Item] = [:]

    mutating func add(_ item: Item) { items[item.sku] = item }

    mutating func sell(_ sku: String, count: Int) -> Bool {
        guard var item = items[sku], item.quantity >= count else { return false }
        item.quantity -= count
        items[sku] = item
        return true
    }

    var lowStock: [Item] { items.values.filter { $0.quantity < 5 }.sorted { $0.sku < $1.sku } }
    var totalValue: Int { items.values.reduce(0) { $0 + $1.quantity * $1.price } }
}

func money(_ cents: Int) -> String {
    let rem = cents % 100
    return "$\(cents / 100).\(rem < 10 ? "0" : "")\(rem)"
}

var inv = Inventory()
inv.add(Item(sku: "A1", name: "Widget", quantity: 10, price: 250))
inv.add(Item(sku: "B2", name: "Gadget", quantity: 3, price: 1999))
inv.add(Item(sku: "C3", name: "Doohickey", quantity: 7, price: 5))
print("value: \(money(inv.totalValue))")
print("sell 4 A1: \(inv.sell("A1", count: 4))")
print("sell 5 B2: \(inv.sell("B2", count: 5))")
print("sell 3 C3: \(inv.sell("C3", count: 3))")
print("sell X9: \(inv.sell("X9", count: 1))")
for item in inv.lowStock {
    print("low: \(item.name) (\(item.quantity))")
}
for sku in inv.items.keys.sorted() {
    let it = inv.items[sku]!
    print("\(sku) \(it.name) x\(it.quantity) @ \(money(it.price))")
}
print("value: \(money(inv.totalValue))")
let restock = ["B2": 10, "C3": 2]
for (sku, n) in restock.sorted(by: { $0.key < $1.key }) {
    inv.add(Item(sku: sku, name: inv.items[sku]!.name, quantity: inv.items[sku]!.quantity + n, price: inv.items[sku]!.price))
}
print("after restock: \(inv.lowStock.map(\.sku))")
print("value: \(money(inv.totalValue))")
// expect: value: $85.32
// expect: sell 4 A1: true
// expect: sell 5 B2: false
// expect: sell 3 C3: true
// expect: sell X9: false
// expect: low: Gadget (3)
// expect: low: Doohickey (4)
// expect: A1 Widget x6 @ $2.50
// expect: B2 Gadget x3 @ $19.99
// expect: C3 Doohickey x4 @ $0.05
// expect: value: $75.17
// expect: after restock: []
// expect: value: $275.17
