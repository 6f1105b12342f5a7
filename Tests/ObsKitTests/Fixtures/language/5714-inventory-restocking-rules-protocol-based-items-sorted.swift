// Pro Swift style (simulation): an inventory with restocking rules, protocol-based items and a sorted report
protocol Stockable {
    var sku: String { get }
    var quantity: Int { get set }
    var reorderLevel: Int { get }
    var unitCost: Int { get }
}

extension Stockable {
    var needsReorder: Bool { quantity <= reorderLevel }
    var value: Int { quantity * unitCost }
}

struct Part: Stockable {
    let sku: String
    var quantity: Int
    let reorderLevel: Int
    let unitCost: Int
}

enum InventoryError: Error {
    case unknownSKU(String)
    case insufficient(sku: String, available: Int)
}

struct Inventory {
    private(set) var items: [String: Part] = [:]
    private(set) var log: [String] = []

    mutating func add(_ part: Part) { items[part.sku] = part }

    mutating func ship(_ sku: String, count: Int) throws {
        guard var part = items[sku] else { throw InventoryError.unknownSKU(sku) }
        guard part.quantity >= count else {
            throw InventoryError.insufficient(sku: sku, available: part.quantity)
        }
        part.quantity -= count
        items[sku] = part
        log.append("shipped \(count) \(sku)")
    }

    mutating func restock() {
        for sku in items.keys.sorted() where items[sku]!.needsReorder {
            let amount = items[sku]!.reorderLevel * 3
            items[sku]!.quantity += amount
            log.append("restocked \(sku) +\(amount)")
        }
    }

    var totalValue: Int { items.values.reduce(0) { $0 + $1.value } }
}

var inv = Inventory()
inv.add(Part(sku: "BOLT", quantity: 50, reorderLevel: 10, unitCost: 2))
inv.add(Part(sku: "NUT", quantity: 12, reorderLevel: 10, unitCost: 1))
inv.add(Part(sku: "GEAR", quantity: 4, reorderLevel: 2, unitCost: 25))

let orders = [("BOLT", 45), ("NUT", 3), ("GEAR", 5), ("CAM", 1), ("GEAR", 3)]
for (sku, n) in orders {
    do {
        try inv.ship(sku, count: n)
    } catch InventoryError.insufficient(let sku, let available) {
        print("cannot ship \(n) \(sku): only \(available)")
    } catch {
        print("error:", error)
    }
}
print("value before restock:", inv.totalValue)
inv.restock()
print(inv.log.joined(separator: "\n"))
for part in inv.items.values.sorted(by: { $0.sku < $1.sku }) {
    print(part.sku, part.quantity, part.needsReorder ? "LOW" : "ok")
}
print("value after restock:", inv.totalValue)

// expect: cannot ship 5 GEAR: only 4
// expect: error: unknownSKU("CAM")
// expect: value before restock: 44
// expect: shipped 45 BOLT
// expect: shipped 3 NUT
// expect: shipped 3 GEAR
// expect: restocked BOLT +30
// expect: restocked GEAR +6
// expect: restocked NUT +30
// expect: BOLT 35 ok
// expect: GEAR 7 ok
// expect: NUT 39 ok
// expect: value after restock: 284
