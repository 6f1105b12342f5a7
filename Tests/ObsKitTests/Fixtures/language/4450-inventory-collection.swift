// App code style: an inventory that is a Collection of SKU entries kept sorted by code
struct Item: CustomStringConvertible {
    let sku: String
    var quantity: Int
    let priceCents: Int
    var description: String { "\(sku)x\(quantity)" }
}

struct Inventory: RandomAccessCollection {
    private var items: [Item] = []

    var startIndex: Int { items.startIndex }
    var endIndex: Int { items.endIndex }
    subscript(i: Int) -> Item { items[i] }

    mutating func add(_ sku: String, qty: Int, price: Int) {
        if let i = items.firstIndex(where: { $0.sku == sku }) {
            items[i].quantity += qty
            return
        }
        let pos = items.firstIndex(where: { $0.sku > sku }) ?? items.endIndex
        items.insert(Item(sku: sku, quantity: qty, priceCents: price), at: pos)
    }

    mutating func take(_ sku: String, qty: Int) -> Bool {
        guard let i = items.firstIndex(where: { $0.sku == sku }), items[i].quantity >= qty else {
            return false
        }
        items[i].quantity -= qty
        if items[i].quantity == 0 { items.remove(at: i) }
        return true
    }

    var value: Int { reduce(0) { $0 + $1.quantity * $1.priceCents } }
}

var inv = Inventory()
inv.add("BOLT-M4", qty: 120, price: 8)
inv.add("NUT-M4", qty: 200, price: 3)
inv.add("WASHER", qty: 50, price: 2)
inv.add("ANCHOR", qty: 10, price: 45)
inv.add("BOLT-M4", qty: 30, price: 8)
print(Array(inv))
print("value:", inv.value)

print(inv.take("ANCHOR", qty: 4), inv.take("ANCHOR", qty: 10), inv.take("GLUE", qty: 1))
print(inv.take("WASHER", qty: 50))
print(inv.map(\.description).joined(separator: ", "))

let low = inv.filter { $0.quantity < 100 }
print("low stock:", low)
print("contains NUT:", inv.contains { $0.sku.hasPrefix("NUT") })
print("first over 150:", inv.first(where: { $0.quantity > 150 })?.sku ?? "none")

for (n, item) in inv.enumerated() {
    print("\(n + 1). \(item.sku) qty=\(item.quantity)")
}

let skus = inv.map { $0.sku }
print(skus.sorted(by: >))
print(inv.indices, inv.count)
print(inv.last!.sku)

let byPrefix = inv.split(whereSeparator: { $0.sku.hasPrefix("BOLT") })
print(byPrefix.count, byPrefix.map { $0.count })

let restock = zip(inv, [10, 20, 30]).map { "\($0.sku)+\($1)" }
print(restock)
print(inv.lazy.map { $0.quantity }.reduce(0, +))
print(inv.reversed().map(\.sku))
print(inv.dropFirst().prefix(1).map(\.sku))

// expect: [ANCHORx10, BOLT-M4x150, NUT-M4x200, WASHERx50]
// expect: value: 2350
// expect: true false false
// expect: true
// expect: ANCHORx6, BOLT-M4x150, NUT-M4x200
// expect: low stock: [ANCHORx6]
// expect: contains NUT: true
// expect: first over 150: NUT-M4
// expect: 1. ANCHOR qty=6
// expect: 2. BOLT-M4 qty=150
// expect: 3. NUT-M4 qty=200
// expect: ["NUT-M4", "BOLT-M4", "ANCHOR"]
// expect: 0..<3 3
// expect: NUT-M4
// expect: 2 [1, 1]
// expect: ["ANCHOR+10", "BOLT-M4+20", "NUT-M4+30"]
// expect: 356
// expect: ["NUT-M4", "BOLT-M4", "ANCHOR"]
// expect: ["BOLT-M4"]
