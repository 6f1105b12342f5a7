// App code style: shopping cart with pluggable discount rules expressed as protocols
struct CartItem: Hashable {
    let sku: String
    let name: String
    let priceCents: Int
    let category: Category

    enum Category: String, CaseIterable, Comparable {
        case grocery, electronics, apparel

        static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
    }
}

protocol DiscountRule {
    var name: String { get }
    func discount(for lines: [CartItem: Int]) -> Int
}

struct BuyXGetYFree: DiscountRule {
    let sku: String
    let buy: Int
    let free: Int
    var name: String { "Buy \(buy) get \(free) free (\(sku))" }

    func discount(for lines: [CartItem: Int]) -> Int {
        guard let (item, qty) = lines.first(where: { $0.key.sku == sku }) else { return 0 }
        let bundles = qty / (buy + free)
        return bundles * free * item.priceCents
    }
}

struct CategoryPercent: DiscountRule {
    let category: CartItem.Category
    let percent: Int
    var name: String { "\(percent)% off \(category.rawValue)" }

    func discount(for lines: [CartItem: Int]) -> Int {
        let subtotal = lines.filter { $0.key.category == category }
            .reduce(0) { $0 + $1.key.priceCents * $1.value }
        return subtotal * percent / 100
    }
}

struct ThresholdCoupon: DiscountRule {
    let minimumCents: Int
    let offCents: Int
    var name: String { "Coupon: \(offCents / 100) off over \(minimumCents / 100)" }

    func discount(for lines: [CartItem: Int]) -> Int {
        let subtotal = lines.reduce(0) { $0 + $1.key.priceCents * $1.value }
        return subtotal >= minimumCents ? offCents : 0
    }
}

struct Cart {
    private(set) var lines: [CartItem: Int] = [:]
    var rules: [DiscountRule] = []

    mutating func add(_ item: CartItem, quantity: Int = 1) {
        lines[item, default: 0] += quantity
    }

    mutating func remove(_ item: CartItem, quantity: Int = 1) {
        guard let current = lines[item] else { return }
        lines[item] = current > quantity ? current - quantity : nil
    }

    var subtotal: Int { lines.reduce(0) { $0 + $1.key.priceCents * $1.value } }

    func receipt() -> [String] {
        var out: [String] = []
        let sorted = lines.sorted { ($0.key.category, $0.key.name) < ($1.key.category, $1.key.name) }
        for (item, qty) in sorted {
            out.append("\(qty) x \(item.name) @ \(cents(item.priceCents)) = \(cents(item.priceCents * qty))")
        }
        out.append("Subtotal: \(cents(subtotal))")
        var totalDiscount = 0
        for rule in rules {
            let d = rule.discount(for: lines)
            if d > 0 {
                out.append("  - \(rule.name): -\(cents(d))")
                totalDiscount += d
            }
        }
        out.append("Total: \(cents(max(0, subtotal - totalDiscount)))")
        return out
    }
}

func cents(_ value: Int) -> String {
    let r = value % 100
    return "$\(value / 100).\(r < 10 ? "0" : "")\(r)"
}

let apple = CartItem(sku: "APL", name: "Apple", priceCents: 45, category: .grocery)
let bread = CartItem(sku: "BRD", name: "Bread", priceCents: 299, category: .grocery)
let cable = CartItem(sku: "USB", name: "USB-C Cable", priceCents: 1599, category: .electronics)
let socks = CartItem(sku: "SCK", name: "Socks", priceCents: 799, category: .apparel)

var cart = Cart()
cart.rules = [BuyXGetYFree(sku: "APL", buy: 3, free: 1), CategoryPercent(category: .electronics, percent: 15),
              ThresholdCoupon(minimumCents: 5000, offCents: 500)]
cart.add(apple, quantity: 9)
cart.add(bread)
cart.add(cable, quantity: 2)
cart.add(socks, quantity: 3)
print("== Receipt 1 ==")
cart.receipt().forEach { print($0) }

cart.remove(socks, quantity: 3)
cart.remove(apple, quantity: 2)
cart.remove(bread, quantity: 5)
print("== Receipt 2 ==")
cart.receipt().forEach { print($0) }
print("Categories: \(CartItem.Category.allCases.sorted().map(\.rawValue))")

// expect: == Receipt 1 ==
// expect: 3 x Socks @ $7.99 = $23.97
// expect: 2 x USB-C Cable @ $15.99 = $31.98
// expect: 9 x Apple @ $0.45 = $4.05
// expect: 1 x Bread @ $2.99 = $2.99
// expect: Subtotal: $62.99
// expect:   - Buy 3 get 1 free (APL): -$0.90
// expect:   - 15% off electronics: -$4.79
// expect:   - Coupon: 5 off over 50: -$5.00
// expect: Total: $52.30
// expect: == Receipt 2 ==
// expect: 2 x USB-C Cable @ $15.99 = $31.98
// expect: 7 x Apple @ $0.45 = $3.15
// expect: Subtotal: $35.13
// expect:   - Buy 3 get 1 free (APL): -$0.45
// expect:   - 15% off electronics: -$4.79
// expect: Total: $29.89
// expect: Categories: ["apparel", "electronics", "grocery"]
