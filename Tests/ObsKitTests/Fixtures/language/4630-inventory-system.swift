// App code style: inventory service mixing optionals, enums, errors and Result
enum Category: String, CaseIterable, Comparable {
    case tools, food, toys
    static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
}

struct Product: Equatable {
    let sku: String
    let name: String
    let category: Category
    var quantity: Int
    var supplier: Supplier?
}

struct Supplier: Equatable {
    let name: String
    var contact: Contact?
}

struct Contact: Equatable {
    var email: String?
    var phone: String?
}

enum InventoryError: Error, Equatable {
    case unknownSKU(String)
    case insufficient(sku: String, available: Int)
    case invalidQuantity(Int)
}

final class Inventory {
    private var products: [String: Product] = [:]

    func add(_ p: Product) { products[p.sku] = p }

    func product(_ sku: String) -> Product? { products[sku] }

    func remove(_ qty: Int, of sku: String) throws(InventoryError) -> Int {
        guard qty > 0 else { throw .invalidQuantity(qty) }
        guard var p = products[sku] else { throw .unknownSKU(sku) }
        guard p.quantity >= qty else { throw .insufficient(sku: sku, available: p.quantity) }
        p.quantity -= qty
        products[sku] = p
        return p.quantity
    }

    func reorderContact(for sku: String) -> String {
        product(sku)?.supplier?.contact?.email
            ?? product(sku)?.supplier?.contact?.phone
            ?? product(sku)?.supplier?.name
            ?? "no supplier"
    }

    func totals() -> [(Category, Int)] {
        var byCat: [Category: Int] = [:]
        for p in products.values { byCat[p.category, default: 0] += p.quantity }
        return Category.allCases.sorted().map { ($0, byCat[$0] ?? 0) }
    }
}

let inv = Inventory()
inv.add(Product(sku: "T1", name: "Hammer", category: .tools, quantity: 5,
                supplier: Supplier(name: "Acme", contact: Contact(email: "acme@x.io", phone: nil))))
inv.add(Product(sku: "F1", name: "Rice", category: .food, quantity: 40,
                supplier: Supplier(name: "Farm", contact: Contact(email: nil, phone: "555-0100"))))
inv.add(Product(sku: "Y1", name: "Yo-yo", category: .toys, quantity: 2,
                supplier: Supplier(name: "ToyCo", contact: nil)))
inv.add(Product(sku: "Y2", name: "Kite", category: .toys, quantity: 0, supplier: nil))

let orders: [(String, Int)] = [("T1", 2), ("Y1", 3), ("Z9", 1), ("F1", 0), ("F1", 15), ("T1", 3)]
var results: [Result<Int, InventoryError>] = []
for (sku, qty) in orders {
    let r = Result { () throws(InventoryError) -> Int in try inv.remove(qty, of: sku) }
    results.append(r)
    switch r {
    case .success(let left) where left == 0:
        print("\(sku): sold out, reorder via \(inv.reorderContact(for: sku))")
    case .success(let left):
        print("\(sku): \(left) left")
    case .failure(.insufficient(_, let available)):
        print("\(sku): only \(available) available")
    case .failure(let e):
        print("\(sku): \(e)")
    }
}
print("failures:", results.filter { (try? $0.get()) == nil }.count)

for sku in ["T1", "F1", "Y1", "Y2", "nope"] {
    print(sku, "->", inv.reorderContact(for: sku))
}
for (cat, qty) in inv.totals() {
    print(cat.rawValue.padded(6), qty)
}
extension String {
    func padded(_ n: Int) -> String { count >= n ? self : self + String(repeating: ".", count: n - count) }
}
let names = ["T1", "Y2", "X0"].map { inv.product($0)?.name ?? "?" }
print(names)
print(inv.product("Y2")?.supplier == nil, inv.product("F1")?.supplier?.contact?.email == nil)
// expect: T1: 3 left
// expect: Y1: only 2 available
// expect: Z9: unknownSKU("Z9")
// expect: F1: invalidQuantity(0)
// expect: F1: 25 left
// expect: T1: sold out, reorder via acme@x.io
// expect: failures: 3
// expect: T1 -> acme@x.io
// expect: F1 -> 555-0100
// expect: Y1 -> ToyCo
// expect: Y2 -> no supplier
// expect: nope -> no supplier
// expect: food.. 25
// expect: tools. 0
// expect: toys.. 2
// expect: ["Hammer", "Kite", "?"]
// expect: true true
