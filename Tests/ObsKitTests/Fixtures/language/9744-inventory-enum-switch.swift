// Everyday app logic, warehouse inventory: enums with raw values and associated values, switch with where clauses and tuples, CaseIterable, sorting by multiple keys
enum Category: String, CaseIterable {
    case tools, paint, lumber, garden
}

enum StockStatus: Equatable {
    case inStock(Int)
    case low(Int)
    case outOfStock
    case discontinued(replacement: String?)
}

struct Item {
    let sku: String
    let name: String
    let category: Category
    var quantity: Int
    let reorderLevel: Int
    var discontinued = false
    var replacement: String? = nil

    var status: StockStatus {
        switch (discontinued, quantity) {
        case (true, _): return .discontinued(replacement: replacement)
        case (false, 0): return .outOfStock
        case (false, let q) where q <= reorderLevel: return .low(q)
        case (false, let q): return .inStock(q)
        }
    }
}

enum InventoryEvent {
    case received(sku: String, qty: Int)
    case sold(sku: String, qty: Int)
    case discontinue(sku: String, replacement: String?)
}

var inventory: [String: Item] = [:]
for item in [
    Item(sku: "T-100", name: "Claw hammer", category: .tools, quantity: 14, reorderLevel: 5),
    Item(sku: "T-220", name: "Tape measure", category: .tools, quantity: 3, reorderLevel: 4),
    Item(sku: "P-010", name: "Primer 1gal", category: .paint, quantity: 0, reorderLevel: 2),
    Item(sku: "L-2x4", name: "2x4 stud", category: .lumber, quantity: 120, reorderLevel: 40),
    Item(sku: "G-005", name: "Hose 50ft", category: .garden, quantity: 6, reorderLevel: 6),
] { inventory[item.sku] = item }

let events: [InventoryEvent] = [
    .sold(sku: "T-100", qty: 10), .received(sku: "P-010", qty: 12), .sold(sku: "L-2x4", qty: 85),
    .discontinue(sku: "G-005", replacement: "G-006"), .sold(sku: "T-220", qty: 5), .received(sku: "X-999", qty: 1),
]

for event in events {
    switch event {
    case let .received(sku, qty) where inventory[sku] != nil:
        inventory[sku]!.quantity += qty
        print("received \(qty) of \(sku)")
    case let .sold(sku, qty):
        guard let item = inventory[sku] else { continue }
        let shipped = min(qty, item.quantity)
        inventory[sku]!.quantity -= shipped
        print("sold \(shipped) of \(sku)" + (shipped < qty ? " (backordered \(qty - shipped))" : ""))
    case let .discontinue(sku, replacement):
        inventory[sku]?.discontinued = true
        inventory[sku]?.replacement = replacement
        print("discontinued \(sku)")
    case .received(let sku, _):
        print("unknown sku \(sku) ignored")
    }
}

print("--- report ---")
for category in Category.allCases {
    let items = inventory.values.filter { $0.category == category }.sorted { ($0.quantity, $0.sku) > ($1.quantity, $1.sku) }
    for item in items {
        let label: String
        switch item.status {
        case .inStock(let q): label = "in stock (\(q))"
        case .low(let q): label = "LOW (\(q)) - reorder"
        case .outOfStock: label = "OUT"
        case .discontinued(let r?): label = "discontinued, use \(r)"
        case .discontinued(nil): label = "discontinued"
        }
        print("[\(category.rawValue)] \(item.sku) \(item.name): \(label)")
    }
}
let needsReorder = inventory.values.filter {
    if case .low = $0.status { return true }
    return $0.status == .outOfStock
}.map(\.sku).sorted()
print("Reorder list: \(needsReorder)")
// expect: sold 10 of T-100
// expect: received 12 of P-010
// expect: sold 85 of L-2x4
// expect: discontinued G-005
// expect: sold 3 of T-220 (backordered 2)
// expect: unknown sku X-999 ignored
// expect: --- report ---
// expect: [tools] T-100 Claw hammer: LOW (4) - reorder
// expect: [tools] T-220 Tape measure: OUT
// expect: [paint] P-010 Primer 1gal: in stock (12)
// expect: [lumber] L-2x4 2x4 stud: LOW (35) - reorder
// expect: [garden] G-005 Hose 50ft: discontinued, use G-006
// expect: Reorder list: ["L-2x4", "T-100", "T-220"]
