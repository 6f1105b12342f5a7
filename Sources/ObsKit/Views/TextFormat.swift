/// `Text(value, format: ...)` with the format styles samples use: `.percent` (an Int as itself, a Double times
/// 100), `.number`, `.currency(code:)` (two decimals, the code's symbol for USD, EUR, GBP and JPY, else the
/// code). Anything else shows the value as `print` would. Locale: en_US. Left out: other styles' options.
enum TextFormat {
    static func format(_ value: Value, _ style: Value, _ interpreter: Interpreter) -> String {
        guard case .symbol(let name) = style else { return interpreter.describe(value) }
        let number: Double?
        switch value {
        case .int(let n): number = Double(n)
        case .double(let d): number = d
        default: number = nil
        }
        guard let number else { return interpreter.describe(value) }
        switch name {
        case "percent":
            let scaled = { if case .int = value { return number } else { return number * 100 } }()
            return plain(scaled) + "%"
        case let currency where currency.hasPrefix("currency("):
            let code = String(currency.dropFirst("currency(".count).dropLast())
            let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"]
            let amount = code == "JPY" ? String(Int(number.rounded())) : twoDecimals(number)
            return symbols[code].map { $0 + amount } ?? code + " " + amount
        default:
            return plain(number)
        }
    }

    /// A number as Foundation's default style shows it: no decimals when whole, else up to three.
    private static func plain(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        var text = String(format3: number)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private static func twoDecimals(_ number: Double) -> String {
        let cents = Int((abs(number) * 100).rounded())
        let digits = String(cents / 100) + "." + (cents % 100 < 10 ? "0" : "") + String(cents % 100)
        return (number < 0 ? "-" : "") + digits
    }
}

private extension String {
    /// A number with three decimals, without Foundation.
    init(format3 number: Double) {
        let thousandths = Int((abs(number) * 1000).rounded())
        let fraction = thousandths % 1000
        self = (number < 0 ? "-" : "") + String(thousandths / 1000) + "." + String(repeating: "0", count: 3 - String(fraction).count) + String(fraction)
    }
}
