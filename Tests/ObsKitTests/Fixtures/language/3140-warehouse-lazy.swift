// App code style: warehouse restock planner using lazy sequences, prefix(while:) and drop(while:)
struct Product {
    let sku: String
    let stock: Int
    let reorderLevel: Int
    let dailySales: Int

    var daysLeft: Int { dailySales == 0 ? Int.max : stock / dailySales }
    var needsRestock: Bool { stock <= reorderLevel }
}

let products = [
    Product(sku: "A-100", stock: 5, reorderLevel: 10, dailySales: 2),
    Product(sku: "B-200", stock: 50, reorderLevel: 20, dailySales: 5),
    Product(sku: "C-300", stock: 8, reorderLevel: 8, dailySales: 4),
    Product(sku: "D-400", stock: 120, reorderLevel: 30, dailySales: 0),
    Product(sku: "E-500", stock: 15, reorderLevel: 25, dailySales: 3),
]

var evaluated: [String] = []
let urgent = products.lazy
    .filter { p -> Bool in
        evaluated.append(p.sku)
        return p.needsRestock
    }
    .map { "\($0.sku) (\($0.daysLeft)d)" }
let firstTwo = Array(urgent.prefix(2))
print("Urgent: \(firstTwo)")
print("Evaluated: \(evaluated)")

let byDays = products.sorted { $0.daysLeft < $1.daysLeft }
let critical = byDays.prefix { $0.daysLeft < 4 }.map(\.sku)
let rest = byDays.drop { $0.daysLeft < 4 }.map(\.sku)
print("Critical: \(critical), rest: \(rest)")

let orderQuantities = products.compactMap { p -> (String, Int)? in
    guard p.needsRestock else { return nil }
    return (p.sku, p.reorderLevel * 2 - p.stock)
}
for (sku, qty) in orderQuantities {
    print("Order \(qty) of \(sku)")
}
let totalUnits = orderQuantities.map(\.1).reduce(0, +)
print("Total units: \(totalUnits)")
print("Slow movers: \(products.filter { $0.daysLeft > 20 }.map(\.sku).joined(separator: ","))")
// expect: Urgent: ["A-100 (2d)", "C-300 (2d)"]
// expect: Evaluated: ["A-100", "B-200", "C-300", "D-400", "E-500", "A-100", "A-100", "B-200", "C-300", "D-400"]
// expect: Critical: ["A-100", "C-300"], rest: ["E-500", "B-200", "D-400"]
// expect: Order 15 of A-100
// expect: Order 8 of C-300
// expect: Order 35 of E-500
// expect: Total units: 58
// expect: Slow movers: D-400
