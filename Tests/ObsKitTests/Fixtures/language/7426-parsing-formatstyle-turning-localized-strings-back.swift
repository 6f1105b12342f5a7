// Tutorial style (parsing with FormatStyle): turning localized strings back into numbers
// known-gap: parsing with format styles is not provided: `Double(_:format:)`, `Int(_:format:)`, `Decimal(_:format:)` and a style's `parseStrategy`
import Foundation

let en = Locale(identifier: "en_US")
let de = Locale(identifier: "de_DE")

let inputs = ["1,234.56", "42", "-7.5", "oops"]
for s in inputs {
    do {
        let value = try Double(s, format: .number.locale(en))
        print("\(s) -> \(value)")
    } catch {
        print("\(s) -> failed")
    }
}

if let v = try? Double("1.234,56", format: .number.locale(de)) {
    print("German: \(v)")
}

if let n = try? Int("12,345", format: .number.locale(en)) {
    print("Int: \(n)")
}

if let p = try? Double("45%", format: .percent.locale(en)) {
    print("Percent: \(p)")
}

if let money = try? Decimal("$19.99", format: .currency(code: "USD").locale(en)) {
    print("Money: \(money)")
}

let strategy = FloatingPointFormatStyle<Double>(locale: en).parseStrategy
if let parsed = try? strategy.parse("3,000.5") {
    print("Strategy: \(parsed)")
}

let roundTrip = 98765.4321
let text = roundTrip.formatted(.number.precision(.fractionLength(2)).locale(en))
let back = try? Double(text, format: .number.locale(en))
print("\(text) -> \(back ?? 0)")
// expect: 1,234.56 -> 1234.56
// expect: 42 -> 42.0
// expect: -7.5 -> -7.5
// expect: oops -> failed
// expect: German: 1234.56
// expect: Int: 12345
// expect: Percent: 0.45
// expect: Money: 19.99
// expect: Strategy: 3000.5
// expect: 98,765.43 -> 98765.43
