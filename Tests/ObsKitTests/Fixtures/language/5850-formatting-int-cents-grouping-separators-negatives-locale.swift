// Kodeco style (currency formatting by hand): formatting Int cents with grouping separators, negatives and locale-like styles
struct CurrencyStyle {
    let symbol: String
    let symbolAfter: Bool
    let groupSeparator: Character
    let decimalSeparator: Character
    let fractionDigits: Int

    static let usd = CurrencyStyle(symbol: "$", symbolAfter: false, groupSeparator: ",", decimalSeparator: ".", fractionDigits: 2)
    static let eur = CurrencyStyle(symbol: "€", symbolAfter: true, groupSeparator: ".", decimalSeparator: ",", fractionDigits: 2)
    static let jpy = CurrencyStyle(symbol: "¥", symbolAfter: false, groupSeparator: ",", decimalSeparator: ".", fractionDigits: 0)
}

func group(_ digits: String, separator: Character) -> String {
    var result = ""
    for (offset, digit) in digits.reversed().enumerated() {
        if offset > 0 && offset % 3 == 0 { result.append(separator) }
        result.append(digit)
    }
    return String(result.reversed())
}

func format(minorUnits: Int, style: CurrencyStyle) -> String {
    let negative = minorUnits < 0
    let magnitude = minorUnits.magnitude
    var divisor: UInt = 1
    for _ in 0..<style.fractionDigits { divisor *= 10 }
    let whole = group(String(magnitude / divisor), separator: style.groupSeparator)
    var number = whole
    if style.fractionDigits > 0 {
        let fraction = String(magnitude % divisor)
        number += String(style.decimalSeparator) + String(repeating: "0", count: style.fractionDigits - fraction.count) + fraction
    }
    let withSymbol = style.symbolAfter ? "\(number) \(style.symbol)" : "\(style.symbol)\(number)"
    return negative ? "-" + withSymbol : withSymbol
}

func cents(fromDollars text: String) -> Int? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let dollars = Int(parts[0].filter { $0 != "," }) else { return nil }
    guard parts.count == 2 else { return dollars * 100 }
    let frac = parts[1]
    guard frac.count <= 2, frac.allSatisfy(\.isNumber), let f = Int(frac.isEmpty ? "0" : String(frac)) else { return nil }
    return dollars * 100 + (frac.count == 1 ? f * 10 : f) * (dollars < 0 ? -1 : 1)
}

let amounts = [0, 5, 99, 100, 123456, -98765432, 100000000]
for amount in amounts {
    print(format(minorUnits: amount, style: .usd), "|", format(minorUnits: amount, style: .eur), "|", format(minorUnits: amount, style: .jpy))
}

for text in ["12.5", "1,234.05", "7", "-3.10", "4.567", "abc", "9."] {
    if let c = cents(fromDollars: text) {
        print(text, "->", c, format(minorUnits: c, style: .usd))
    } else {
        print(text, "-> invalid")
    }
}

let split = 10_000
let people = 3
let share = split / people, leftover = split % people
let shares = (0..<people).map { share + ($0 < leftover ? 1 : 0) }
print(shares.map { format(minorUnits: $0, style: .usd) }, shares.reduce(0, +) == split)
print(format(minorUnits: Int.min + 1, style: .usd))

// expect: $0.00 | 0,00 € | ¥0
// expect: $0.05 | 0,05 € | ¥5
// expect: $0.99 | 0,99 € | ¥99
// expect: $1.00 | 1,00 € | ¥100
// expect: $1,234.56 | 1.234,56 € | ¥123,456
// expect: -$987,654.32 | -987.654,32 € | -¥98,765,432
// expect: $1,000,000.00 | 1.000.000,00 € | ¥100,000,000
// expect: 12.5 -> 1250 $12.50
// expect: 1,234.05 -> 123405 $1,234.05
// expect: 7 -> 700 $7.00
// expect: -3.10 -> -310 -$3.10
// expect: 4.567 -> invalid
// expect: abc -> invalid
// expect: 9. -> 900 $9.00
// expect: ["$33.34", "$33.33", "$33.33"] true
// expect: -$92,233,720,368,547,758.07
