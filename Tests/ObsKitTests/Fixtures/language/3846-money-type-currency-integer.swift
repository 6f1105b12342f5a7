// App code style: money type with currency, integer literal conformance and arithmetic
enum Currency: String { case usd = "USD", eur = "EUR", jpy = "JPY"
    var minorDigits: Int { self == .jpy ? 0 : 2 }
    var symbol: String { switch self { case .usd: return "$"; case .eur: return "€"; case .jpy: return "¥" } }
}

struct Money: Equatable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    let minor: Int
    let currency: Currency
    init(minor: Int, _ currency: Currency) { self.minor = minor; self.currency = currency }
    init(integerLiteral value: Int) { self.init(minor: value * 100, .usd) }

    static func + (a: Money, b: Money) -> Money {
        precondition(a.currency == b.currency, "currency mismatch")
        return Money(minor: a.minor + b.minor, a.currency)
    }
    static func - (a: Money, b: Money) -> Money { a + Money(minor: -b.minor, b.currency) }
    static func * (a: Money, k: Int) -> Money { Money(minor: a.minor * k, a.currency) }
    static func < (a: Money, b: Money) -> Bool { a.minor < b.minor }

    func allocate(_ ratios: [Int]) -> [Money] {
        let total = ratios.reduce(0, +)
        var parts = ratios.map { minor * $0 / total }
        var remainder = minor - parts.reduce(0, +)
        var i = 0
        while remainder > 0 { parts[i] += 1; remainder -= 1; i += 1 }
        return parts.map { Money(minor: $0, currency) }
    }

    var description: String {
        let sign = minor < 0 ? "-" : ""
        let a = abs(minor)
        guard currency.minorDigits > 0 else { return "\(sign)\(currency.symbol)\(a)" }
        let cents = a % 100
        return "\(sign)\(currency.symbol)\(a / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}

extension Sequence where Element == Money {
    func sum(in c: Currency) -> Money { reduce(Money(minor: 0, c)) { $0 + $1 } }
}

let price: Money = 12
let tax = Money(minor: 99, .usd)
let total = price * 3 + tax
print(price, tax, total)
print(total - 40, total > 36, [tax, price, total].max()!)
print(Money(minor: 1000, .usd).allocate([1, 1, 1]))
print(Money(minor: 500, .jpy).allocate([3, 7]))
let lines: [Money] = [5, 7, Money(minor: 5, .usd)]
print(lines.sum(in: .usd), lines.sorted(by: >))
print(Money(minor: 1999, .eur), Money(minor: 1999, .eur) == Money(minor: 1999, .eur))
// expect: $12.00 $0.99 $36.99
// expect: -$3.01 true $36.99
// expect: [$3.34, $3.33, $3.33]
// expect: [¥150, ¥350]
// expect: $12.05 [$7.00, $5.00, $0.05]
// expect: €19.99 true
