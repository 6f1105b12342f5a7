// Enumerations: custom initializers that assign self, failable init? returning nil, and inits delegating to init(rawValue:).
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Currency {
    case euro, dollar, yen
    init?(symbol: Character) {
        switch symbol {
        case "€": self = .euro
        case "$": self = .dollar
        case "¥": self = .yen
        default: return nil
        }
    }
}
let dollarCurrency = Currency(symbol: "$")
let unknownCurrency = Currency(symbol: "#")
print(dollarCurrency as Any, unknownCurrency as Any)
enum Weather {
    case freezing, cold, mild, hot
    init(celsius: Double) {
        if celsius <= 0 {
            self = .freezing
        } else if celsius < 12 {
            self = .cold
        } else if celsius < 26 {
            self = .mild
        } else {
            self = .hot
        }
    }
}
print([-5.0, 8, 20, 33].map { Weather(celsius: $0) })
enum Priority: Int {
    case low = 1, normal, urgent
    init(label: String) {
        self = switch label.lowercased() {
        case "urgent", "asap": .urgent
        case "low": .low
        default: .normal
        }
    }
    init?(number text: String) {
        guard let n = Int(text) else { return nil }
        self.init(rawValue: n)
    }
}
print(Priority(label: "ASAP"), Priority(label: "whenever"), Priority(label: "low").rawValue)
print(Priority(number: "3") as Any, Priority(number: "9") as Any, Priority(number: "x") as Any)
enum Token: Equatable {
    case number(Int), word(String), symbol(Character)
    init(_ text: Substring) {
        if let n = Int(text) { self = .number(n) }
        else if text.count == 1, let c = text.first, !c.isLetter { self = .symbol(c) }
        else { self = .word(String(text)) }
    }
}
let tokens = "let x = 42 + y".split(separator: " ").map(Token.init)
print(tokens)
print(tokens.contains(.number(42)), tokens.filter { if case .word = $0 { true } else { false } }.count)

// expect: Optional(main.Currency.dollar) nil
// expect: [main.Weather.freezing, main.Weather.cold, main.Weather.mild, main.Weather.hot]
// expect: urgent normal 1
// expect: Optional(main.Priority.urgent) nil nil
// expect: [main.Token.word("let"), main.Token.word("x"), main.Token.symbol("="), main.Token.number(42), main.Token.symbol("+"), main.Token.word("y")]
// expect: true 3
