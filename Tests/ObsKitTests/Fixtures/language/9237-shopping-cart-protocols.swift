// shopping-cart-protocols
// expected output: swiftc 6.3.1 (Linux), run on this machine

import Foundation

protocol Priced {
    var name: String { get }
    var unitPrice: Double { get }
}

protocol Discount {
    var code: String { get }
    func apply(to subtotal: Double, lines: [CartLine]) -> Double
}

struct Product: Priced, Hashable {
    let name: String
    let unitPrice: Double
    let category: String
}

struct CartLine {
    let product: Product
    var quantity: Int
    var total: Double { product.unitPrice * Double(quantity) }
}

struct PercentOff: Discount {
    let code: String, percent: Double
    func apply(to subtotal: Double, lines: [CartLine]) -> Double { subtotal * percent / 100 }
}

struct BuyTwoGetOne: Discount {
    let code: String, category: String
    func apply(to subtotal: Double, lines: [CartLine]) -> Double {
        lines.filter { $0.product.category == category }
            .reduce(0) { $0 + Double($1.quantity / 3) * $1.product.unitPrice }
    }
}

struct Cart {
    private(set) var lines: [CartLine] = []
    private(set) var discounts: [any Discount] = []

    mutating func add(_ p: Product, qty: Int = 1) {
        if let i = lines.firstIndex(where: { $0.product == p }) { lines[i].quantity += qty }
        else { lines.append(CartLine(product: p, quantity: qty)) }
    }
    mutating func remove(_ name: String) { lines.removeAll { $0.product.name == name } }
    mutating func apply(_ d: any Discount) {
        guard !discounts.contains(where: { $0.code == d.code }) else { print("code \(d.code) already used"); return }
        discounts.append(d)
    }
    var subtotal: Double { lines.map(\.total).reduce(0, +) }
    var savings: Double { discounts.map { $0.apply(to: subtotal, lines: lines) }.reduce(0, +) }
    var total: Double { max(0, subtotal - savings) }

    func receipt() -> String {
        var out = lines.map { "\($0.quantity) x \($0.product.name) @ \(money($0.product.unitPrice)) = \(money($0.total))" }
        out.append("subtotal \(money(subtotal))")
        for d in discounts { out.append("  \(d.code): -\(money(d.apply(to: subtotal, lines: lines)))") }
        out.append("TOTAL \(money(total))")
        return out.joined(separator: "\n")
    }
}

func money(_ v: Double) -> String {
    let cents = Int((v * 100).rounded(.toNearestOrAwayFromZero))
    return "$\(cents / 100)." + (cents % 100 < 10 ? "0" : "") + "\(cents % 100)"
}

let apple = Product(name: "Apple", unitPrice: 0.5, category: "fruit")
let pear = Product(name: "Pear", unitPrice: 0.75, category: "fruit")
let soap = Product(name: "Soap", unitPrice: 3.2, category: "home")
var cart = Cart()
cart.add(apple, qty: 4)
cart.add(soap)
cart.add(pear, qty: 2)
cart.add(apple, qty: 3)
print(cart.receipt())
print("--")
cart.apply(BuyTwoGetOne(code: "FRUIT3", category: "fruit"))
cart.apply(PercentOff(code: "TEN", percent: 10))
cart.apply(PercentOff(code: "TEN", percent: 50))
print(cart.receipt())
print("--")
cart.remove("Apple")
print(cart.lines.map(\.product.name), money(cart.total))
let byCategory = Dictionary(grouping: cart.lines, by: \.product.category).mapValues { $0.map(\.total).reduce(0, +) }
print(byCategory.keys.sorted().map { "\($0): \(money(byCategory[$0]!))" })

// expect: 7 x Apple @ $0.50 = $3.50
// expect: 1 x Soap @ $3.20 = $3.20
// expect: 2 x Pear @ $0.75 = $1.50
// expect: subtotal $8.20
// expect: TOTAL $8.20
// expect: --
// expect: code TEN already used
// expect: 7 x Apple @ $0.50 = $3.50
// expect: 1 x Soap @ $3.20 = $3.20
// expect: 2 x Pear @ $0.75 = $1.50
// expect: subtotal $8.20
// expect:   FRUIT3: -$1.00
// expect:   TEN: -$0.82
// expect: TOTAL $6.38
// expect: --
// expect: ["Soap", "Pear"] $4.23
// expect: ["fruit: $1.50", "home: $3.20"]
