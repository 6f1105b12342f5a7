// App code style: money type with currency, operator overloads and allocation of remainders
enum Currency: String, CaseIterable {
    case usd = "USD", eur = "EUR", jpy = "JPY"
    var minorUnits: Int { self == .jpy ? 0 : 2 }
    var symbol: String {
        switch self { case .usd: return "$"; case .eur: return "€"; case .jpy: return "¥" }
    }
}

struct CurrencyMismatch: Error { let lhs: Currency, rhs: Currency }

struct Money: Comparable, CustomStringConvertible, Hashable {
    let minor: Int
    let currency: Currency

    init(minor: Int, _ currency: Currency) { self.minor = minor; self.currency = currency }
    init(_ major: Double, _ currency: Currency) {
        var scale = 1.0
        for _ in 0..<currency.minorUnits { scale *= 10 }
        self.init(minor: Int((major * scale).rounded()), currency)
    }

    var description: String {
        let digits = currency.minorUnits
        let sign = minor < 0 ? "-" : ""
        if digits == 0 { return "\(sign)\(currency.symbol)\(abs(minor))" }
        let s = String(abs(minor))
        let padded = String(repeating: "0", count: max(0, digits + 1 - s.count)) + s
        let cut = padded.index(padded.endIndex, offsetBy: -digits)
        return "\(sign)\(currency.symbol)\(padded[..<cut]).\(padded[cut...])"
    }

    static func < (a: Money, b: Money) -> Bool { a.minor < b.minor }
    static func + (a: Money, b: Money) throws -> Money {
        guard a.currency == b.currency else { throw CurrencyMismatch(lhs: a.currency, rhs: b.currency) }
        return Money(minor: a.minor + b.minor, a.currency)
    }
    static func * (a: Money, factor: Int) -> Money { Money(minor: a.minor * factor, a.currency) }
    static prefix func - (a: Money) -> Money { Money(minor: -a.minor, a.currency) }

    func allocate(_ ratios: [Int]) -> [Money] {
        let total = ratios.reduce(0, +)
        var shares = ratios.map { minor * $0 / total }
        var remainder = minor - shares.reduce(0, +)
        var i = 0
        while remainder > 0 { shares[i % shares.count] += 1; remainder -= 1; i += 1 }
        return shares.map { Money(minor: $0, currency) }
    }
}

let a = Money(19.99, .usd)
let b = Money(minor: 5, .usd)
print(a, b, -b, Money(0.5, .eur), Money(1234, .jpy), Money(minor: -7, .eur))
do {
    print(try a + b)
    print(try a + Money(3, .eur))
} catch let e as CurrencyMismatch {
    print("cannot add \(e.lhs.rawValue) to \(e.rhs.rawValue)")
}
print(a * 3, a > b, [a, b, Money(minor: 100, .usd)].max()!)
print(Money(100, .usd).allocate([1, 1, 1]))
print(Money(minor: 1001, .eur).allocate([50, 30, 20]))
print(Money(10, .jpy).allocate([1, 2]))
let wallet: [Money] = [Money(10, .usd), Money(5, .eur), Money(2.5, .usd), Money(300, .jpy), Money(1.25, .eur)]
var totals: [Currency: Money] = [:]
for m in wallet { totals[m.currency] = try! (totals[m.currency] ?? Money(minor: 0, m.currency)) + m }
for c in Currency.allCases { print(c.rawValue, totals[c].map(String.init(describing:)) ?? "none") }
print(Set(wallet.map(\.currency)).count, Set([a, a, b]).count)
// expect: $19.99 $0.05 -$0.05 €0.50 ¥1234 -€0.07
// expect: $20.04
// expect: cannot add USD to EUR
// expect: $59.97 true $19.99
// expect: [$33.34, $33.33, $33.33]
// expect: [€5.01, €3.00, €2.00]
// expect: [¥4, ¥6]
// expect: USD $12.50
// expect: EUR €6.25
// expect: JPY ¥300
// expect: 3 2
