// Tutorial style (100 Days of Swift consolidation): a small inventory model mixing enums, protocols and errors
import Foundation

enum Category: String, CaseIterable, Comparable {
    case tools, garden, kitchen
    static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
}

struct Product: Hashable, CustomStringConvertible {
    let sku: String
    let name: String
    let category: Category
    var quantity: Int
    let priceCents: Int
    var description: String { "\(sku) \(name) x\(quantity)" }
}

enum InventoryError: Error, CustomStringConvertible {
    case unknownSKU(String)
    case notEnough(sku: String, requested: Int, available: Int)
    var description: String {
        switch self {
        case .unknownSKU(let s): return "unknown SKU \(s)"
        case let .notEnough(s, r, a): return "only \(a) of \(s), wanted \(r)"
        }
    }
}

struct Inventory {
    private var products: [String: Product] = [:]

    mutating func add(_ p: Product) { products[p.sku] = p }

    mutating func remove(_ sku: String, count: Int) throws -> Product {
        guard var p = products[sku] else { throw InventoryError.unknownSKU(sku) }
        guard p.quantity >= count else {
            throw InventoryError.notEnough(sku: sku, requested: count, available: p.quantity)
        }
        p.quantity -= count
        products[sku] = p
        return p
    }

    var sorted: [Product] { products.values.sorted { $0.sku < $1.sku } }
    func value(in category: Category) -> Int {
        products.values.filter { $0.category == category }.reduce(0) { $0 + $1.quantity * $1.priceCents }
    }
}

var stock = Inventory()
stock.add(Product(sku: "T-100", name: "Hammer", category: .tools, quantity: 5, priceCents: 1299))
stock.add(Product(sku: "G-210", name: "Trowel", category: .garden, quantity: 2, priceCents: 650))
stock.add(Product(sku: "K-330", name: "Whisk", category: .kitchen, quantity: 12, priceCents: 399))

for (sku, n) in [("T-100", 2), ("G-210", 3), ("X-999", 1), ("K-330", 12)] {
    do {
        let left = try stock.remove(sku, count: n)
        print("Sold \(n) of \(left.name), \(left.quantity) left")
    } catch {
        print("Error: \(error)")
    }
}
stock.sorted.forEach { print($0) }
for category in Category.allCases.sorted() {
    let cents = stock.value(in: category)
    print("\(category.rawValue.capitalized): $\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)")
}
let empty = stock.sorted.filter { $0.quantity == 0 }.map(\.name)
print("Out of stock: \(empty)")

// expect: Sold 2 of Hammer, 3 left
// expect: Error: only 2 of G-210, wanted 3
// expect: Error: unknown SKU X-999
// expect: Sold 12 of Whisk, 0 left
// expect: G-210 Trowel x2
// expect: K-330 Whisk x0
// expect: T-100 Hammer x3
// expect: Garden: $13.00
// expect: Kitchen: $0.00
// expect: Tools: $38.97
// expect: Out of stock: ["Whisk"]
