// App code style: inventory model with struct items, throwing restock/sell, and sorted reports
struct Item { let sku: String; var qty: Int; let price: Int }
enum InventoryError: Error, CustomStringConvertible {
    case unknown(String), insufficient(sku: String, have: Int, want: Int)
    var description: String {
        switch self {
        case .unknown(let s): return "unknown sku \(s)"
        case let .insufficient(s, h, w): return "only \(h) of \(s), wanted \(w)"
        }
    }
}

class Inventory {
    private var items: [String: Item] = [:]
    private(set) var revenue = 0
    func add(_ sku: String, qty: Int, price: Int) {
        items[sku, default: Item(sku: sku, qty: 0, price: price)].qty += qty
    }
    func sell(_ sku: String, _ n: Int) throws -> Int {
        guard var it = items[sku] else { throw InventoryError.unknown(sku) }
        guard it.qty >= n else { throw InventoryError.insufficient(sku: sku, have: it.qty, want: n) }
        it.qty -= n
        items[sku] = it
        revenue += n * it.price
        return n * it.price
    }
    var report: [String] {
        items.values.sorted { ($0.qty, $0.sku) < ($1.qty, $1.sku) }.map { "\($0.sku): \($0.qty) @ \($0.price)" }
    }
    var lowStock: [String] { items.keys.sorted().filter { items[$0]!.qty < 3 } }
}

let inv = Inventory()
inv.add("bolt", qty: 10, price: 2)
inv.add("nut", qty: 4, price: 1)
inv.add("gear", qty: 2, price: 15)
inv.add("bolt", qty: 5, price: 99)
for (sku, n) in [("bolt", 12), ("gear", 3), ("cog", 1), ("nut", 4), ("gear", 1)] {
    do {
        let earned = try inv.sell(sku, n)
        print("sold \(n) \(sku) for \(earned)")
    } catch let e as InventoryError {
        print("error: \(e)")
    } catch {
        print("other")
    }
}
inv.report.forEach { print($0) }
print("low: \(inv.lowStock), revenue: \(inv.revenue)")
// expect: sold 12 bolt for 24
// expect: error: only 2 of gear, wanted 3
// expect: error: unknown sku cog
// expect: sold 4 nut for 4
// expect: sold 1 gear for 15
// expect: nut: 0 @ 1
// expect: gear: 1 @ 15
// expect: bolt: 3 @ 2
// expect: low: ["gear", "nut"], revenue: 43
