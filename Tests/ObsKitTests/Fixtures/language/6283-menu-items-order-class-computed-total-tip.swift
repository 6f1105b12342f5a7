// Bootcamp exercise style (restaurant order): menu items, an order class with a computed total, tip options and a printed receipt
import Foundation

struct MenuItem {
    let name: String
    let price: Double
    let category: Category
    enum Category: String { case starter, main, dessert, drink }
}

class Order {
    let table: Int
    private(set) var lines: [(item: MenuItem, quantity: Int)] = []
    var discountPercent = 0.0

    init(table: Int) { self.table = table }

    func add(_ item: MenuItem, quantity: Int = 1) {
        if let i = lines.firstIndex(where: { $0.item.name == item.name }) {
            lines[i].quantity += quantity
        } else {
            lines.append((item, quantity))
        }
    }

    var subtotal: Double { lines.reduce(0) { $0 + $1.item.price * Double($1.quantity) } }
    var discount: Double { subtotal * discountPercent / 100 }
    var total: Double { subtotal - discount }
    func tip(_ percent: Double) -> Double { (total * percent).rounded() / 100 }
}

let soup = MenuItem(name: "Tomato soup", price: 5.5, category: .starter)
let pasta = MenuItem(name: "Pesto pasta", price: 13.25, category: .main)
let cake = MenuItem(name: "Lemon cake", price: 6.0, category: .dessert)
let lemonade = MenuItem(name: "Lemonade", price: 2.75, category: .drink)

let order = Order(table: 7)
order.add(soup)
order.add(pasta, quantity: 2)
order.add(lemonade, quantity: 3)
order.add(cake)
order.add(soup)
order.discountPercent = 10

print("Table \(order.table)")
for line in order.lines {
    let lineTotal = line.item.price * Double(line.quantity)
    print(String(format: "%2dx %@ %.2f", line.quantity, line.item.name, lineTotal))
}
print(String(format: "Subtotal: %.2f", order.subtotal))
print(String(format: "Discount: -%.2f", order.discount))
print(String(format: "Total: %.2f", order.total))
for pct in [15.0, 18, 20] {
    print("Tip \(Int(pct))%: \(order.tip(pct))")
}
let byCategory = Dictionary(grouping: order.lines, by: { $0.item.category.rawValue })
for key in byCategory.keys.sorted() {
    let count = byCategory[key]!.reduce(0) { $0 + $1.quantity }
    print("\(key): \(count)")
}
let split = order.total / 3
print("Split 3 ways: \(String(format: "%.2f", split)) each, \(String(format: "%.2f", split * 3 - order.total)) left over")

// expect: Table 7
// expect:  2x Tomato soup 11.00
// expect:  2x Pesto pasta 26.50
// expect:  3x Lemonade 8.25
// expect:  1x Lemon cake 6.00
// expect: Subtotal: 51.75
// expect: Discount: -5.17
// expect: Total: 46.58
// expect: Tip 15%: 6.99
// expect: Tip 18%: 8.38
// expect: Tip 20%: 9.32
// expect: dessert: 1
// expect: drink: 3
// expect: main: 2
// expect: starter: 2
// expect: Split 3 ways: 15.53 each, 0.00 left over
