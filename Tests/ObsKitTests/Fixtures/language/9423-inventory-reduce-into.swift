// warehouse inventory: restocking, reorder alerts, reduce(into:), sorting by value (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct StockItem {
    let sku: String
    let name: String
    var quantity: Int
    let reorderLevel: Int
    let unitCost: Double
    let category: String
    var value: Double { Double(quantity) * unitCost }
}

enum StockError: Error {
    case unknownSKU(String)
    case notEnough(sku: String, available: Int)
}

struct Warehouse {
    private(set) var items: [String: StockItem] = [:]

    mutating func add(_ item: StockItem) { items[item.sku] = item }

    mutating func ship(_ sku: String, quantity: Int) throws {
        guard var item = items[sku] else { throw StockError.unknownSKU(sku) }
        guard item.quantity >= quantity else {
            throw StockError.notEnough(sku: sku, available: item.quantity)
        }
        item.quantity -= quantity
        items[sku] = item
    }

    mutating func restock(_ sku: String, quantity: Int) {
        items[sku]?.quantity += quantity
    }

    var needsReorder: [StockItem] {
        items.values.filter { $0.quantity <= $0.reorderLevel }.sorted { $0.sku < $1.sku }
    }
}

var wh = Warehouse()
wh.add(StockItem(sku: "A100", name: "Bolts", quantity: 500, reorderLevel: 100, unitCost: 0.05, category: "hardware"))
wh.add(StockItem(sku: "B200", name: "Drill", quantity: 12, reorderLevel: 5, unitCost: 59.9, category: "tools"))
wh.add(StockItem(sku: "C300", name: "Sandpaper", quantity: 40, reorderLevel: 50, unitCost: 0.75, category: "supplies"))
wh.add(StockItem(sku: "D400", name: "Hammer", quantity: 8, reorderLevel: 4, unitCost: 14.5, category: "tools"))

let orders: [(String, Int)] = [("A100", 420), ("B200", 8), ("Z999", 1), ("D400", 10), ("D400", 5)]
for (sku, qty) in orders {
    do {
        try wh.ship(sku, quantity: qty)
        print("shipped \(qty) x \(sku)")
    } catch StockError.notEnough(let sku, let available) {
        print("cannot ship \(qty) x \(sku): only \(available)")
    } catch {
        print("error: \(error)")
    }
}
wh.restock("C300", quantity: 25)
wh.restock("NOPE", quantity: 5)

print("reorder: \(wh.needsReorder.map { "\($0.name)(\($0.quantity))" })")
let valueByCategory = wh.items.values.reduce(into: [String: Double]()) { $0[$1.category, default: 0] += $1.value }
for cat in valueByCategory.keys.sorted() {
    print("\(cat): \((valueByCategory[cat]! * 100).rounded() / 100)")
}
let ranked = wh.items.values.sorted { $0.value > $1.value }.map(\.sku)
print("by value: \(ranked)")
print("units on hand: \(wh.items.values.map(\.quantity).reduce(0, +))")
// expect: shipped 420 x A100
// expect: shipped 8 x B200
// expect: error: unknownSKU("Z999")
// expect: cannot ship 10 x D400: only 8
// expect: shipped 5 x D400
// expect: reorder: ["Bolts(80)", "Drill(4)", "Hammer(3)"]
// expect: hardware: 4.0
// expect: supplies: 48.75
// expect: tools: 283.1
// expect: by value: ["B200", "C300", "D400", "A100"]
// expect: units on hand: 152
