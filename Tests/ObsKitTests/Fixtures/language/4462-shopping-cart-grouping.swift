// App code style: a shopping cart Sequence with grouping, discounts and receipts
struct LineItem {
    let name: String
    let category: String
    let unitCents: Int
    let qty: Int
    var subtotal: Int { unitCents * qty }
}

struct Cart: Sequence {
    private var lines: [LineItem] = []

    mutating func add(_ name: String, _ category: String, _ unitCents: Int, qty: Int = 1) {
        lines.append(LineItem(name: name, category: category, unitCents: unitCents, qty: qty))
    }

    func makeIterator() -> IndexingIterator<[LineItem]> {
        return lines.makeIterator()
    }

    var underestimatedCount: Int { lines.count }
}

func cents(_ c: Int) -> String {
    let r = c % 100
    return "\(c / 100).\(r < 10 ? "0" : "")\(r)"
}

var cart = Cart()
cart.add("apples", "produce", 89, qty: 6)
cart.add("milk", "dairy", 249)
cart.add("cheddar", "dairy", 599)
cart.add("bread", "bakery", 375)
cart.add("bananas", "produce", 25, qty: 7)
cart.add("yogurt", "dairy", 119, qty: 4)

print("items:", cart.underestimatedCount, "units:", cart.reduce(0) { $0 + $1.qty })
let total = cart.reduce(0) { $0 + $1.subtotal }
print("total:", cents(total))

let groups = Dictionary(grouping: cart, by: { $0.category })
for cat in groups.keys.sorted() {
    let items = groups[cat]!
    let sum = items.reduce(0) { $0 + $1.subtotal }
    print(cat, items.map(\.name).sorted(), cents(sum))
}

let perCategory = cart.reduce(into: [String: Int]()) { acc, line in
    acc[line.category, default: 0] += line.qty
}
print(perCategory.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

func discount(_ line: LineItem) -> Int {
    if line.category == "dairy" && line.qty >= 3 { return line.subtotal / 10 }
    if line.qty >= 6 { return line.unitCents }
    return 0
}
let discounts = cart.map(discount)
print("discounts:", discounts.map(cents))
let saved = discounts.reduce(0, +)
print("you saved:", cents(saved), "pay:", cents(total - saved))

let receipt = zip(cart, discounts).enumerated().map { i, pair -> String in
    let (line, off) = pair
    let tag = off > 0 ? " (-\(cents(off)))" : ""
    return "\(i + 1) \(line.name) x\(line.qty) \(cents(line.subtotal))\(tag)"
}
for r in receipt { print(r) }

let priciest = cart.max { $0.subtotal < $1.subtotal }!
print("priciest:", priciest.name)
print("sorted by price:", cart.sorted { $0.unitCents > $1.unitCents }.prefix(3).map(\.name))
print("has bakery:", cart.contains { $0.category == "bakery" })
print("all under 10:", cart.allSatisfy { $0.unitCents < 1000 })
print(cart.lazy.filter { $0.qty > 1 }.map(\.name).joined(separator: "/"))

// expect: items: 6 units: 20
// expect: total: 24.08
// expect: bakery ["bread"] 3.75
// expect: dairy ["cheddar", "milk", "yogurt"] 13.24
// expect: produce ["apples", "bananas"] 7.09
// expect: ["bakery=1", "dairy=6", "produce=13"]
// expect: discounts: ["0.89", "0.00", "0.00", "0.00", "0.25", "0.47"]
// expect: you saved: 1.61 pay: 22.47
// expect: 1 apples x6 5.34 (-0.89)
// expect: 2 milk x1 2.49
// expect: 3 cheddar x1 5.99
// expect: 4 bread x1 3.75
// expect: 5 bananas x7 1.75 (-0.25)
// expect: 6 yogurt x4 4.76 (-0.47)
// expect: priciest: cheddar
// expect: sorted by price: ["cheddar", "bread", "milk"]
// expect: has bakery: true
// expect: all under 10: true
// expect: apples/bananas/yogurt
