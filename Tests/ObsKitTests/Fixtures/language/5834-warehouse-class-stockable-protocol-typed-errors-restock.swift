// Swift by Sundell style (inventory domain): a warehouse class with a Stockable protocol, typed errors and a restock report
protocol Stockable {
    var sku: String { get }
    var name: String { get }
    var reorderLevel: Int { get }
}

extension Stockable {
    var reorderLevel: Int { 5 }
    var label: String { "\(sku) \(name)" }
}

struct Gadget: Stockable {
    let sku: String
    let name: String
}

struct Fabric: Stockable {
    let sku: String
    let name: String
    let reorderLevel: Int
}

enum InventoryError: Error, CustomStringConvertible {
    case unknownSKU(String)
    case notEnough(sku: String, requested: Int, available: Int)

    var description: String {
        switch self {
        case .unknownSKU(let sku): return "unknown SKU \(sku)"
        case let .notEnough(sku, requested, available):
            return "cannot take \(requested) of \(sku), only \(available)"
        }
    }
}

final class Warehouse {
    private var catalog: [String: Stockable] = [:]
    private var counts: [String: Int] = [:]

    func register(_ item: Stockable, count: Int) {
        catalog[item.sku] = item
        counts[item.sku, default: 0] += count
    }

    func remove(_ sku: String, quantity: Int) throws -> Int {
        guard let available = counts[sku] else { throw InventoryError.unknownSKU(sku) }
        guard available >= quantity else {
            throw InventoryError.notEnough(sku: sku, requested: quantity, available: available)
        }
        counts[sku] = available - quantity
        return available - quantity
    }

    func restockReport() -> [String] {
        catalog.values
            .filter { counts[$0.sku, default: 0] <= $0.reorderLevel }
            .sorted { $0.sku < $1.sku }
            .map { "\($0.label): \(counts[$0.sku, default: 0]) left (level \($0.reorderLevel))" }
    }
}

let warehouse = Warehouse()
warehouse.register(Gadget(sku: "G-100", name: "Widget"), count: 12)
warehouse.register(Fabric(sku: "F-200", name: "Linen", reorderLevel: 20), count: 25)
warehouse.register(Gadget(sku: "G-050", name: "Sprocket"), count: 4)

let orders: [(String, Int)] = [("G-100", 8), ("F-200", 10), ("X-999", 1), ("G-050", 9), ("G-100", 4)]
for (sku, quantity) in orders {
    do {
        let left = try warehouse.remove(sku, quantity: quantity)
        print("shipped \(quantity) x \(sku), \(left) left")
    } catch {
        print("error: \(error)")
    }
}
print(warehouse.restockReport().joined(separator: "\n"))

// expect: shipped 8 x G-100, 4 left
// expect: shipped 10 x F-200, 15 left
// expect: error: unknown SKU X-999
// expect: error: cannot take 9 of G-050, only 4
// expect: shipped 4 x G-100, 0 left
// expect: F-200 Linen: 15 left (level 20)
// expect: G-050 Sprocket: 4 left (level 5)
// expect: G-100 Widget: 0 left (level 5)
