// App code style: shopping cart with discounts, tax computed in integer cents, and receipts
enum Category: String { case food, tools, books }

struct LineItem {
    let name: String
    let category: Category
    let unitCents: Int
    let qty: Int
    var subtotal: Int { unitCents * qty }
}

struct Cart {
    var items: [LineItem] = []
    var discounts: [Category: Int] = [.books: 10]

    mutating func add(_ name: String, _ category: Category, _ cents: Int, qty: Int = 1) {
        if let i = items.firstIndex(where: { $0.name == name }) {
            let old = items[i]
            items[i] = LineItem(name: name, category: category, unitCents: cents, qty: old.qty + qty)
        } else {
            items.append(LineItem(name: name, category: category, unitCents: cents, qty: qty))
        }
    }

    func total() -> Int {
        items.reduce(0) { sum, item in
            let pct = discounts[item.category] ?? 0
            return sum + item.subtotal * (100 - pct) / 100
        }
    }
}

func fmt(_ c: Int) -> String {
    let cents = c % 100
    return "\(c / 100)." + (cents < 10 ? "0\(cents)" : "\(cents)")
}

var cart = Cart()
cart.add("Bread", .food, 349)
cart.add("Hammer", .tools, 1599)
cart.add("Novel", .books, 1250, qty: 2)
cart.add("Bread", .food, 349, qty: 2)
for item in cart.items {
    print("\(item.name) x\(item.qty) [\(item.category.rawValue)] \(fmt(item.subtotal))")
}
print("total: \(fmt(cart.total()))")
let tax = cart.total() * 8 / 100
print("tax: \(fmt(tax)) grand: \(fmt(cart.total() + tax))")
cart.discounts[.food] = 50
print("with food sale: \(fmt(cart.total()))")
let perCategory = Dictionary(grouping: cart.items, by: \.category).mapValues { $0.reduce(0) { $0 + $1.subtotal } }
for cat in [Category.food, .tools, .books] {
    print("\(cat): \(fmt(perCategory[cat] ?? 0))")
}
print(Category(rawValue: "toys") == nil, Category(rawValue: "tools")!)
// expect: Bread x3 [food] 10.47
// expect: Hammer x1 [tools] 15.99
// expect: Novel x2 [books] 25.00
// expect: total: 48.96
// expect: tax: 3.91 grand: 52.87
// expect: with food sale: 43.72
// expect: food: 10.47
// expect: tools: 15.99
// expect: books: 25.00
// expect: true tools
