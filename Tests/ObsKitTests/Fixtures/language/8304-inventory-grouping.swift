// App model layer: an inventory grouped by category with Dictionary(grouping:) and low-stock alerts
enum Category: String, CaseIterable, Comparable {
    case produce, dairy, bakery, pantry
    static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
}

struct StockItem {
    let name: String
    let category: Category
    var quantity: Int
    let reorderLevel: Int
    let unitCost: Int
    var needsReorder: Bool { quantity <= reorderLevel }
}

let inventory: [StockItem] = [
    StockItem(name: "Apples", category: .produce, quantity: 40, reorderLevel: 20, unitCost: 50),
    StockItem(name: "Milk", category: .dairy, quantity: 6, reorderLevel: 10, unitCost: 120),
    StockItem(name: "Bagels", category: .bakery, quantity: 12, reorderLevel: 12, unitCost: 80),
    StockItem(name: "Cheddar", category: .dairy, quantity: 15, reorderLevel: 5, unitCost: 450),
    StockItem(name: "Bananas", category: .produce, quantity: 8, reorderLevel: 15, unitCost: 25),
    StockItem(name: "Rice", category: .pantry, quantity: 30, reorderLevel: 10, unitCost: 200),
    StockItem(name: "Yogurt", category: .dairy, quantity: 22, reorderLevel: 8, unitCost: 90),
]

let byCategory = Dictionary(grouping: inventory, by: \.category)
for category in byCategory.keys.sorted() {
    let items = byCategory[category]!
    let units = items.reduce(0) { $0 + $1.quantity }
    let value = items.reduce(0) { $0 + $1.quantity * $1.unitCost }
    let names = items.map(\.name).sorted().joined(separator: ", ")
    print("\(category.rawValue): \(items.count) items, \(units) units, value \(value) [\(names)]")
}

let reorder = inventory.filter(\.needsReorder).sorted { $0.quantity < $1.quantity }
print("reorder: " + reorder.map { "\($0.name)(\($0.quantity))" }.joined(separator: " "))

let countsByInitial = Dictionary(grouping: inventory.map(\.name), by: { $0.first! })
    .mapValues(\.count)
let initials = countsByInitial.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
print("initials: \(initials.joined(separator: ","))")

let missing = Category.allCases.filter { byCategory[$0] == nil }
print("empty categories: \(missing.isEmpty ? "none" : missing.map(\.rawValue).joined())")

var quantities = Dictionary(uniqueKeysWithValues: inventory.map { ($0.name, $0.quantity) })
quantities["Milk", default: 0] += 24
quantities["Eggs", default: 0] += 12
let restocked = quantities.filter { $0.value >= 20 }.keys.sorted()
print("well stocked: \(restocked)")

// expect: bakery: 1 items, 12 units, value 960 [Bagels]
// expect: dairy: 3 items, 43 units, value 9450 [Cheddar, Milk, Yogurt]
// expect: pantry: 1 items, 30 units, value 6000 [Rice]
// expect: produce: 2 items, 48 units, value 2200 [Apples, Bananas]
// expect: reorder: Milk(6) Bananas(8) Bagels(12)
// expect: initials: A=1,B=2,C=1,M=1,R=1,Y=1
// expect: empty categories: none
// expect: well stocked: ["Apples", "Milk", "Rice", "Yogurt"]
