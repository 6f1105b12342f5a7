// Swift book style: Structures + Error Handling + Collection Types - an inventory with throwing operations, defer for audit trail, sorted reports
enum InventoryError: Error, Equatable {
    case unknownSKU(String)
    case insufficientStock(sku: String, available: Int, requested: Int)
    case invalidQuantity(Int)
}
struct Product {
    let sku: String
    let name: String
    var priceCents: Int
    var stock: Int
}
struct Inventory {
    private(set) var products: [String: Product] = [:]
    private(set) var audit: [String] = []

    mutating func add(_ p: Product) {
        products[p.sku] = p
        audit.append("add \(p.sku)")
    }
    mutating func restock(_ sku: String, by qty: Int) throws {
        audit.append("restock \(sku) begin")
        defer { audit.append("restock \(sku) end") }
        guard qty > 0 else { throw InventoryError.invalidQuantity(qty) }
        guard products[sku] != nil else { throw InventoryError.unknownSKU(sku) }
        products[sku]!.stock += qty
    }
    mutating func sell(_ sku: String, qty: Int) throws -> Int {
        guard qty > 0 else { throw InventoryError.invalidQuantity(qty) }
        guard var p = products[sku] else { throw InventoryError.unknownSKU(sku) }
        guard p.stock >= qty else {
            throw InventoryError.insufficientStock(sku: sku, available: p.stock, requested: qty)
        }
        p.stock -= qty
        products[sku] = p
        audit.append("sell \(sku) x\(qty)")
        return p.priceCents * qty
    }
    var totalValueCents: Int { products.values.reduce(0) { $0 + $1.priceCents * $1.stock } }
    func report() -> [String] {
        products.values.sorted { $0.sku < $1.sku }.map { "\($0.sku) \($0.name): \($0.stock) @ \(formatCents($0.priceCents))" }
    }
}
func formatCents(_ c: Int) -> String {
    let dollars = c / 100
    let cents = c % 100
    return "$\(dollars)." + (cents < 10 ? "0\(cents)" : "\(cents)")
}

var inv = Inventory()
inv.add(Product(sku: "B-200", name: "Bolt", priceCents: 15, stock: 100))
inv.add(Product(sku: "A-100", name: "Anchor", priceCents: 1299, stock: 3))
inv.add(Product(sku: "C-300", name: "Clamp", priceCents: 450, stock: 0))
for line in inv.report() { print(line) }
print("value:", formatCents(inv.totalValueCents))

let orders: [(String, Int)] = [("A-100", 2), ("C-300", 1), ("Z-999", 1), ("B-200", 0), ("B-200", 40), ("A-100", 2)]
var revenue = 0
for (sku, qty) in orders {
    do {
        let amount = try inv.sell(sku, qty: qty)
        revenue += amount
        print("sold \(qty) x \(sku) for \(formatCents(amount))")
    } catch InventoryError.insufficientStock(let s, let available, let requested) {
        print("cannot sell \(requested) of \(s): only \(available) left")
    } catch let e as InventoryError {
        print("rejected: \(e)")
    } catch {
        print("unexpected")
    }
}
print("revenue:", formatCents(revenue))

do {
    try inv.restock("C-300", by: 5)
    try inv.restock("C-300", by: -1)
} catch {
    print("restock error: \(error)", error as? InventoryError == .invalidQuantity(-1))
}
let failures = ["A-100", "Q-1"].filter { sku in (try? inv.restock(sku, by: 1)) == nil }
print("restock failures: \(failures)")
for line in inv.report() { print(line) }
print("value:", formatCents(inv.totalValueCents))
print(inv.audit.count, inv.audit.suffix(4))

let lowStock = inv.products.values.filter { $0.stock < 5 }.map(\.sku).sorted()
print("low stock: \(lowStock)")
let byPriceBand = Dictionary(grouping: inv.products.values) { $0.priceCents >= 400 ? "premium" : "budget" }
for band in byPriceBand.keys.sorted() {
    print(band, byPriceBand[band]!.map(\.name).sorted())
}

// expect: A-100 Anchor: 3 @ $12.99
// expect: B-200 Bolt: 100 @ $0.15
// expect: C-300 Clamp: 0 @ $4.50
// expect: value: $53.97
// expect: sold 2 x A-100 for $25.98
// expect: cannot sell 1 of C-300: only 0 left
// expect: rejected: unknownSKU("Z-999")
// expect: rejected: invalidQuantity(0)
// expect: sold 40 x B-200 for $6.00
// expect: cannot sell 2 of A-100: only 1 left
// expect: revenue: $31.98
// expect: restock error: invalidQuantity(-1) true
// expect: restock failures: ["Q-1"]
// expect: A-100 Anchor: 2 @ $12.99
// expect: B-200 Bolt: 60 @ $0.15
// expect: C-300 Clamp: 5 @ $4.50
// expect: value: $57.48
// expect: 13 ["restock A-100 begin", "restock A-100 end", "restock Q-1 begin", "restock Q-1 end"]
// expect: low stock: ["A-100"]
// expect: budget ["Bolt"]
// expect: premium ["Anchor", "Clamp"]
