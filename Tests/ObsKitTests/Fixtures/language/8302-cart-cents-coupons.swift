// App model layer: cart totals in integer cents with coupon rules and formatted money strings
struct Money: Comparable, CustomStringConvertible {
    var cents: Int
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func - (a: Money, b: Money) -> Money { Money(cents: a.cents - b.cents) }
    static func * (a: Money, n: Int) -> Money { Money(cents: a.cents * n) }
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    static let zero = Money(cents: 0)
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let v = abs(cents)
        let rest = v % 100
        return "\(sign)$\(v / 100).\(rest < 10 ? "0" : "")\(rest)"
    }
}

enum Coupon {
    case percentOff(Int)
    case amountOff(Money, minimum: Money)
    case buyXGetOneFree(sku: String, x: Int)

    func discount(for items: [(sku: String, price: Money, qty: Int)], subtotal: Money) -> Money {
        switch self {
        case .percentOff(let p):
            return Money(cents: (subtotal.cents * p + 50) / 100)
        case .amountOff(let amount, let minimum):
            return subtotal >= minimum ? amount : .zero
        case .buyXGetOneFree(let sku, let x):
            guard let item = items.first(where: { $0.sku == sku }) else { return .zero }
            return item.price * (item.qty / (x + 1))
        }
    }
}

let items: [(sku: String, price: Money, qty: Int)] = [
    ("tee", Money(cents: 1999), 2),
    ("sock", Money(cents: 450), 7),
    ("cap", Money(cents: 1250), 1),
]
let subtotal = items.reduce(Money.zero) { $0 + $1.price * $1.qty }
print("subtotal \(subtotal)")

let coupons: [(String, Coupon)] = [
    ("SAVE10", .percentOff(10)),
    ("FIVER", .amountOff(Money(cents: 500), minimum: Money(cents: 5000))),
    ("BIGFIVER", .amountOff(Money(cents: 500), minimum: Money(cents: 10000))),
    ("SOCKS", .buyXGetOneFree(sku: "sock", x: 2)),
]
var best: (String, Money)? = nil
for (code, coupon) in coupons {
    let off = coupon.discount(for: items, subtotal: subtotal)
    print("\(code): -\(off) -> \(subtotal - off)")
    if off > (best?.1 ?? .zero) { best = (code, off) }
}
if let (code, off) = best {
    let afterDiscount = subtotal - off
    let tax = Money(cents: (afterDiscount.cents * 7 + 50) / 100)
    print("best coupon \(code), tax \(tax), total \(afterDiscount + tax)")
}
print(Money(cents: -5))

// expect: subtotal $83.98
// expect: SAVE10: -$8.40 -> $75.58
// expect: FIVER: -$5.00 -> $78.98
// expect: BIGFIVER: -$0.00 -> $83.98
// expect: SOCKS: -$9.00 -> $74.98
// expect: best coupon SOCKS, tax $5.25, total $80.23
// expect: -$0.05
