// App code style: currency amounts in minor units with per-currency exponents, symbols, grouping and negative styles
enum Currency: String, CaseIterable {
    case usd = "USD", eur = "EUR", jpy = "JPY", bhd = "BHD", gbp = "GBP"

    var exponent: Int {
        switch self {
        case .jpy: return 0
        case .bhd: return 3
        default: return 2
        }
    }
    var symbol: String {
        switch self {
        case .usd: return "$"
        case .eur: return "€"
        case .jpy: return "¥"
        case .bhd: return "BD"
        case .gbp: return "£"
        }
    }
    var symbolAfter: Bool { self == .eur }
}

enum NegativeStyle { case minus, parentheses }

struct Amount {
    let minorUnits: Int
    let currency: Currency

    func formatted(negative: NegativeStyle = .minus, showCode: Bool = false) -> String {
        var scale = 1
        for _ in 0..<currency.exponent { scale *= 10 }
        let magnitude = minorUnits.magnitude
        let major = magnitude / UInt(scale)
        let minor = magnitude % UInt(scale)
        var text = grouped(major, separator: currency == .eur ? "." : ",")
        if currency.exponent > 0 {
            let digits = String(minor)
            let decimal = currency == .eur ? "," : "."
            text += decimal + String(repeating: "0", count: currency.exponent - digits.count) + digits
        }
        text = currency.symbolAfter ? text + " " + currency.symbol : currency.symbol + text
        if showCode { text += " " + currency.rawValue }
        if minorUnits < 0 {
            return negative == .minus ? "-" + text : "(" + text + ")"
        }
        return text
    }

    func converted(to target: Currency, ratePerMillion: Int) -> Amount {
        var value = minorUnits * ratePerMillion
        let shift = target.exponent - currency.exponent
        var divisor = 1_000_000
        if shift > 0 { for _ in 0..<shift { value *= 10 } }
        if shift < 0 { for _ in 0..<(-shift) { divisor *= 10 } }
        let rounded = (value + (value >= 0 ? divisor / 2 : -divisor / 2)) / divisor
        return Amount(minorUnits: rounded, currency: target)
    }
}

func grouped(_ value: UInt, separator: String) -> String {
    let digits = Array(String(value))
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out += separator }
        out.append(digit)
    }
    return out
}

let samples: [Amount] = [
    Amount(minorUnits: 0, currency: .usd),
    Amount(minorUnits: 5, currency: .usd),
    Amount(minorUnits: 123_456_789, currency: .usd),
    Amount(minorUnits: -4_250, currency: .usd),
    Amount(minorUnits: 1_999_99, currency: .eur),
    Amount(minorUnits: -75, currency: .eur),
    Amount(minorUnits: 1_250_000, currency: .jpy),
    Amount(minorUnits: 12_345, currency: .bhd),
    Amount(minorUnits: -1_000_001, currency: .gbp),
]
for amount in samples {
    print(amount.formatted(), "|", amount.formatted(negative: .parentheses, showCode: true))
}

let price = Amount(minorUnits: 19_99, currency: .usd)
let rates: [(Currency, Int)] = [(.eur, 921_500), (.jpy, 151_320_000), (.bhd, 376_000), (.gbp, 789_900)]
for (target, rate) in rates {
    print("\(price.formatted()) ->", price.converted(to: target, ratePerMillion: rate).formatted(showCode: true))
}
let yen = Amount(minorUnits: 3_000, currency: .jpy)
print(yen.formatted(), "->", yen.converted(to: .usd, ratePerMillion: 6_608).formatted())
let refund = Amount(minorUnits: -2_50, currency: .usd)
print(refund.formatted(), "->", refund.converted(to: .eur, ratePerMillion: 921_500).formatted(negative: .parentheses))

let totals = Dictionary(grouping: samples, by: \.currency).mapValues { $0.reduce(0) { $0 + $1.minorUnits } }
for currency in Currency.allCases {
    if let total = totals[currency] {
        print(currency.rawValue, Amount(minorUnits: total, currency: currency).formatted(negative: .parentheses))
    }
}

// expect: $0.00 | $0.00 USD
// expect: $0.05 | $0.05 USD
// expect: $1,234,567.89 | $1,234,567.89 USD
// expect: -$42.50 | ($42.50 USD)
// expect: 1.999,99 € | 1.999,99 € EUR
// expect: -0,75 € | (0,75 € EUR)
// expect: ¥1,250,000 | ¥1,250,000 JPY
// expect: BD12.345 | BD12.345 BHD
// expect: -£10,000.01 | (£10,000.01 GBP)
// expect: $19.99 -> 18,42 € EUR
// expect: $19.99 -> ¥3,025 JPY
// expect: $19.99 -> BD7.516 BHD
// expect: $19.99 -> £15.79 GBP
// expect: ¥3,000 -> $19.82
// expect: -$2.50 -> (2,30 €)
// expect: USD $1,234,525.44
// expect: EUR 1.999,24 €
// expect: JPY ¥1,250,000
// expect: BHD BD12.345
// expect: GBP (£10,000.01)
