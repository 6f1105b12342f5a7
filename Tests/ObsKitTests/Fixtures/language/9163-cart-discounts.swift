// cart-discounts
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct Product: Hashable {
    let sku: String
    let name: String
    let price: Double
    let category: Category
    enum Category: String { case food, books, electronics }
}

enum Promo {
    case percentOff(Double)
    case fixedOff(Double, minimum: Double)
    case buyXGetOneFree(sku: String, x: Int)
}

struct Cart {
    private(set) var lines: [Product: Int] = [:]
    var promos: [Promo] = []

    mutating func add(_ p: Product, qty: Int = 1) { lines[p, default: 0] += qty }
    mutating func remove(_ p: Product) {
        guard let q = lines[p] else { return }
        lines[p] = q > 1 ? q - 1 : nil
    }
    var subtotal: Double { lines.reduce(0) { $0 + $1.key.price * Double($1.value) } }

    var discount: Double {
        promos.reduce(0.0) { total, promo in
            switch promo {
            case .percentOff(let pct): return total + subtotal * pct / 100
            case let .fixedOff(amount, minimum) where subtotal >= minimum: return total + amount
            case .fixedOff: return total
            case let .buyXGetOneFree(sku, x):
                guard let (p, q) = lines.first(where: { $0.key.sku == sku }).map({ ($0.key, $0.value) }) else { return total }
                return total + Double(q / (x + 1)) * p.price
            }
        }
    }
    var tax: Double { (subtotal - discount) * 0.08 }
    var total: Double { subtotal - discount + tax }

    func receipt() -> [String] {
        func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: n, withPad: " ", startingAt: 0) }
        var out = lines.sorted { $0.key.sku < $1.key.sku }.map { p, q in
            pad(p.name, 12) + String(format: " x%2d %8.2f", q, p.price * Double(q))
        }
        out.append(pad("Subtotal", 16) + String(format: " %8.2f", subtotal))
        out.append(pad("Discount", 16) + String(format: " %8.2f", -discount))
        out.append(pad("Tax", 16) + String(format: " %8.2f", tax))
        out.append(pad("TOTAL", 16) + String(format: " %8.2f", total))
        return out
    }
}

let apple = Product(sku: "F001", name: "Apple", price: 0.5, category: .food)
let book = Product(sku: "B100", name: "Swift Book", price: 39.99, category: .books)
let cable = Product(sku: "E042", name: "USB Cable", price: 9.95, category: .electronics)

var cart = Cart()
cart.add(apple, qty: 7)
cart.add(book)
cart.add(cable, qty: 2)
cart.remove(cable)
cart.promos = [.percentOff(10), .fixedOff(5, minimum: 50), .buyXGetOneFree(sku: "F001", x: 2)]
cart.receipt().forEach { print($0) }
let byCategory = Dictionary(grouping: cart.lines.keys, by: \.category.rawValue).mapValues { $0.count }
print(byCategory.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
cart.promos.removeAll()
print(String(format: "no promos: %.2f", cart.total))
// expect: Swift Book   x 1    39.99
// expect: USB Cable    x 1     9.95
// expect: Apple        x 7     3.50
// expect: Subtotal            53.44
// expect: Discount           -11.34
// expect: Tax                  3.37
// expect: TOTAL               45.46
// expect: books=1 electronics=1 food=1
// expect: no promos: 57.72
