// Small app logic: inventory management with structs, dictionaries and value semantics
struct Item: Hashable {
    let sku: String
    let name: String
    let category: String
    let priceCents: Int
}

struct Inventory {
    private(set) var catalog: [String: Item] = [:]
    private(set) var stock: [String: Int] = [:]

    mutating func register(_ item: Item, quantity: Int = 0) {
        catalog[item.sku] = item
        stock[item.sku, default: 0] += quantity
    }

    @discardableResult
    mutating func remove(sku: String, quantity: Int) -> Bool {
        guard let have = stock[sku], have >= quantity else { return false }
        stock[sku] = have - quantity
        return true
    }

    func value(of sku: String) -> Int {
        (catalog[sku]?.priceCents ?? 0) * (stock[sku] ?? 0)
    }

    var totalValue: Int { catalog.keys.reduce(0) { $0 + value(of: $1) } }

    func lowStock(threshold: Int) -> [Item] {
        catalog.values.filter { stock[$0.sku, default: 0] < threshold }.sorted { $0.sku < $1.sku }
    }

    func byCategory() -> [String: [Item]] {
        Dictionary(grouping: catalog.values, by: \.category)
    }
}

func money(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let c = abs(cents)
    let frac = c % 100
    return "\(sign)$\(c / 100).\(frac < 10 ? "0" : "")\(frac)"
}

var inv = Inventory()
inv.register(Item(sku: "A100", name: "Hammer", category: "tools", priceCents: 1299), quantity: 12)
inv.register(Item(sku: "A200", name: "Wrench", category: "tools", priceCents: 899), quantity: 3)
inv.register(Item(sku: "B100", name: "Nails (100)", category: "hardware", priceCents: 405), quantity: 40)
inv.register(Item(sku: "B200", name: "Screws (50)", category: "hardware", priceCents: 350), quantity: 2)
inv.register(Item(sku: "C100", name: "Paint 1L", category: "paint", priceCents: 1550), quantity: 6)

print("total value:", money(inv.totalValue))

let orders: [(String, Int)] = [("A100", 5), ("B200", 3), ("C100", 6), ("Z999", 1), ("B100", 15)]
for (sku, qty) in orders {
    let ok = inv.remove(sku: sku, quantity: qty)
    print("order \(sku) x\(qty): \(ok ? "fulfilled" : "rejected")")
}

// Value semantics: snapshot before restocking
let snapshot = inv
inv.register(inv.catalog["C100"]!, quantity: 10)
print("snapshot C100:", snapshot.stock["C100"]!, "current C100:", inv.stock["C100"]!)

print("low stock (<5):")
for item in inv.lowStock(threshold: 5) {
    print("  \(item.sku) \(item.name): \(inv.stock[item.sku]!)")
}

let grouped = inv.byCategory()
for category in grouped.keys.sorted() {
    let items = grouped[category]!.sorted { $0.name < $1.name }
    let subtotal = items.reduce(0) { $0 + inv.value(of: $1.sku) }
    print("\(category): \(items.map(\.name).joined(separator: ", ")) -> \(money(subtotal))")
}

let mostValuable = inv.catalog.keys.sorted().max { inv.value(of: $0) < inv.value(of: $1) }!
print("most valuable line:", inv.catalog[mostValuable]!.name, money(inv.value(of: mostValuable)))
print("total value now:", money(inv.totalValue))
let uniqueCategories = Set(inv.catalog.values.map(\.category))
print("categories:", uniqueCategories.count, uniqueCategories.sorted())

// expect: total value: $444.85
// expect: order A100 x5: fulfilled
// expect: order B200 x3: rejected
// expect: order C100 x6: fulfilled
// expect: order Z999 x1: rejected
// expect: order B100 x15: fulfilled
// expect: snapshot C100: 0 current C100: 10
// expect: low stock (<5):
// expect:   A200 Wrench: 3
// expect:   B200 Screws (50): 2
// expect: hardware: Nails (100), Screws (50) -> $108.25
// expect: paint: Paint 1L -> $155.00
// expect: tools: Hammer, Wrench -> $117.90
// expect: most valuable line: Paint 1L $155.00
// expect: total value now: $381.15
// expect: categories: 3 ["hardware", "paint", "tools"]
