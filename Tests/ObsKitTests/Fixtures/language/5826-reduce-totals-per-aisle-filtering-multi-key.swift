// Swift by Sundell style (shopping list model): reduce(into:) totals per aisle, filtering and a multi-key sort
struct ShoppingItem {
    enum Aisle: String {
        case produce, dairy, bakery, pantry
    }
    let name: String
    let aisle: Aisle
    let quantity: Int
    let unitPriceCents: Int

    var totalCents: Int { quantity * unitPriceCents }
}

let list: [ShoppingItem] = [
    .init(name: "Apples", aisle: .produce, quantity: 6, unitPriceCents: 45),
    .init(name: "Milk", aisle: .dairy, quantity: 2, unitPriceCents: 129),
    .init(name: "Bread", aisle: .bakery, quantity: 1, unitPriceCents: 325),
    .init(name: "Rice", aisle: .pantry, quantity: 1, unitPriceCents: 499),
    .init(name: "Yogurt", aisle: .dairy, quantity: 4, unitPriceCents: 89),
    .init(name: "Carrots", aisle: .produce, quantity: 1, unitPriceCents: 150),
]

func dollars(_ cents: Int) -> String {
    let remainder = cents % 100
    return "$\(cents / 100)." + (remainder < 10 ? "0\(remainder)" : "\(remainder)")
}

let perAisle = list.reduce(into: [ShoppingItem.Aisle: Int]()) { totals, item in
    totals[item.aisle, default: 0] += item.totalCents
}
for (aisle, cents) in perAisle.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
    print("\(aisle.rawValue): \(dollars(cents))")
}

let counts = list.reduce(into: [String: Int]()) { $0[$1.aisle.rawValue, default: 0] += 1 }
print(counts.keys.sorted().map { "\($0)=\(counts[$0]!)" }.joined(separator: " "))

let ordered = list.sorted {
    ($0.aisle.rawValue, -$0.totalCents, $0.name) < ($1.aisle.rawValue, -$1.totalCents, $1.name)
}
print(ordered.map(\.name))

let expensive = list.filter { $0.totalCents > 300 }.map { "\($0.name) \(dollars($0.totalCents))" }
print(expensive)
let grandTotal = list.reduce(0) { $0 + $1.totalCents }
print("total: \(dollars(grandTotal))")
let itemCount = list.lazy.map(\.quantity).reduce(0, +)
print("items in basket: \(itemCount)")

// expect: bakery: $3.25
// expect: dairy: $6.14
// expect: pantry: $4.99
// expect: produce: $4.20
// expect: bakery=1 dairy=2 pantry=1 produce=2
// expect: ["Bread", "Yogurt", "Milk", "Rice", "Apples", "Carrots"]
// expect: ["Bread $3.25", "Rice $4.99", "Yogurt $3.56"]
// expect: total: $18.58
// expect: items in basket: 15
