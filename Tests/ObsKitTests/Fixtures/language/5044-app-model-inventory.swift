// App model code: an inventory model with structs, enums, protocols, sorting, grouping and reports
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Category: String, CaseIterable, Comparable {
    case produce, dairy, bakery
    static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
}
struct Product: Identifiable, Hashable {
    let id: Int
    var name: String
    var category: Category
    var priceCents: Int
    var stock: Int
    var isLowStock: Bool { stock < 5 }
}
protocol InventoryObserver: AnyObject { func inventoryDidChange(_ event: String) }
final class ConsoleObserver: InventoryObserver {
    var events: [String] = []
    func inventoryDidChange(_ event: String) { events.append(event); print("event: \(event)") }
}
final class Inventory {
    private(set) var products: [Int: Product] = [:]
    weak var observer: InventoryObserver?
    private var nextID = 1
    @discardableResult
    func add(_ name: String, _ category: Category, price: Int, stock: Int) -> Int {
        defer { nextID += 1 }
        products[nextID] = Product(id: nextID, name: name, category: category, priceCents: price, stock: stock)
        observer?.inventoryDidChange("added \(name)")
        return nextID
    }
    func sell(_ id: Int, quantity: Int) -> Bool {
        guard var p = products[id], p.stock >= quantity else {
            observer?.inventoryDidChange("failed sale of #\(id)")
            return false
        }
        p.stock -= quantity
        products[id] = p
        observer?.inventoryDidChange("sold \(quantity) \(p.name)")
        return true
    }
    var totalValueCents: Int { products.values.reduce(0) { $0 + $1.priceCents * $1.stock } }
    func byCategory() -> [(Category, [Product])] {
        Dictionary(grouping: products.values, by: \.category)
            .map { ($0.key, $0.value.sorted { $0.name < $1.name }) }
            .sorted { $0.0 < $1.0 }
    }
}
let inventory = Inventory()
let observer = ConsoleObserver()
inventory.observer = observer
let milk = inventory.add("Milk", .dairy, price: 129, stock: 10)
inventory.add("Apple", .produce, price: 45, stock: 40)
let bread = inventory.add("Bread", .bakery, price: 300, stock: 3)
inventory.add("Cheese", .dairy, price: 550, stock: 6)
print(inventory.sell(milk, quantity: 8), inventory.sell(bread, quantity: 5), inventory.sell(99, quantity: 1))
for (cat, products) in inventory.byCategory() {
    print("\(cat.rawValue.uppercased()):", products.map { "\($0.name)x\($0.stock)\($0.isLowStock ? "!" : "")" }.joined(separator: " "))
}
print("value: \(inventory.totalValueCents / 100).\(inventory.totalValueCents % 100)")
let low = inventory.products.values.filter(\.isLowStock).map(\.name).sorted()
print("low stock: \(low)")
print(observer.events.count, Category.allCases.sorted().map(\.rawValue))
// expect: event: added Milk
// expect: event: added Apple
// expect: event: added Bread
// expect: event: added Cheese
// expect: event: sold 8 Milk
// expect: event: failed sale of #3
// expect: event: failed sale of #99
// expect: true false false
// expect: BAKERY: Breadx3!
// expect: DAIRY: Cheesex6 Milkx2!
// expect: PRODUCE: Applex40
// expect: value: 62.58
// expect: low stock: ["Bread", "Milk"]
// expect: 7 ["bakery", "dairy", "produce"]
