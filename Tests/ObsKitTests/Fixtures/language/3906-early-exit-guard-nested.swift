// Swift book style: early exit with guard and nested optional binding in a lookup table
struct Item {
    let name: String
    let price: Int
    let stock: Int?
}
let inventory: [String: Item] = [
    "apple": Item(name: "apple", price: 3, stock: 10),
    "pear": Item(name: "pear", price: 5, stock: nil),
    "plum": Item(name: "plum", price: 7, stock: 0),
]

func buy(_ name: String, quantity: Int, budget: Int) -> String {
    guard quantity > 0 else { return "invalid quantity \(quantity)" }
    guard let item = inventory[name] else { return "no such item: \(name)" }
    guard let stock = item.stock else { return "\(name): stock unknown" }
    guard stock >= quantity else { return "\(name): only \(stock) left" }
    let (cost, overflow) = item.price.multipliedReportingOverflow(by: quantity)
    guard !overflow, cost <= budget else {
        return "\(name): cannot afford \(quantity)"
    }
    return "bought \(quantity) \(name) for \(cost), change \(budget - cost)"
}

print(buy("apple", quantity: 3, budget: 20))
print(buy("apple", quantity: 8, budget: 20))
print(buy("pear", quantity: 1, budget: 20))
print(buy("plum", quantity: 1, budget: 20))
print(buy("kiwi", quantity: 1, budget: 20))
print(buy("apple", quantity: 0, budget: 20))
print(buy("apple", quantity: Int.max / 2, budget: Int.max))

if let apple = inventory["apple"], let stock = apple.stock, stock > 5,
   case let total = apple.price * stock, total > 20 {
    print("apple stock worth \(total)")
}
let names = inventory.keys.sorted()
for name in names {
    if let stock = inventory[name]?.stock { print(name, stock) } else { print(name, "?") }
}
// expect: bought 3 apple for 9, change 11
// expect: apple: cannot afford 8
// expect: pear: stock unknown
// expect: plum: only 0 left
// expect: no such item: kiwi
// expect: invalid quantity 0
// expect: apple: only 10 left
// expect: apple stock worth 30
// expect: apple 10
// expect: pear ?
// expect: plum 0
