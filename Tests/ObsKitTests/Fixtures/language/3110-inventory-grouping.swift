// App code style: inventory model grouped by category with Dictionary(grouping:by:) and totals via reduce(into:)
enum Category: String, CaseIterable {
    case produce, dairy, bakery
}

struct Item: CustomStringConvertible {
    let name: String
    let category: Category
    var quantity: Int
    let unitPrice: Double

    var total: Double { Double(quantity) * unitPrice }
    var description: String { "\(name) x\(quantity)" }
}

let inventory = [
    Item(name: "Apple", category: .produce, quantity: 12, unitPrice: 0.5),
    Item(name: "Milk", category: .dairy, quantity: 3, unitPrice: 1.25),
    Item(name: "Bagel", category: .bakery, quantity: 6, unitPrice: 0.75),
    Item(name: "Carrot", category: .produce, quantity: 20, unitPrice: 0.25),
    Item(name: "Cheese", category: .dairy, quantity: 2, unitPrice: 4.0),
]

let grouped = Dictionary(grouping: inventory, by: { $0.category })
for category in Category.allCases {
    let items = grouped[category, default: []]
    let names = items.map { $0.description }.joined(separator: ", ")
    print("\(category.rawValue): \(names)")
}

let valueByCategory = inventory.reduce(into: [Category: Double]()) { result, item in
    result[item.category, default: 0] += item.total
}
for category in Category.allCases {
    print("\(category.rawValue) value: \(valueByCategory[category] ?? 0)")
}

let lowStock = inventory.filter { $0.quantity < 5 }.map(\.name).sorted()
print("Low stock: \(lowStock)")
let totalValue = inventory.reduce(0) { $0 + $1.total }
print("Total value: \(totalValue)")
// expect: produce: Apple x12, Carrot x20
// expect: dairy: Milk x3, Cheese x2
// expect: bakery: Bagel x6
// expect: produce value: 11.0
// expect: dairy value: 11.75
// expect: bakery value: 4.5
// expect: Low stock: ["Cheese", "Milk"]
// expect: Total value: 27.25
