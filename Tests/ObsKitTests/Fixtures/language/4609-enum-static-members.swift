// App code style: enums as namespaces with static members
enum Theme {
    static let primary = "#0055FF"
    static let secondary = "#FF5500"
    static var fontScale = 1.0

    enum Spacing {
        static let small = 4
        static let medium = 8
        static let large = 16
        static func scaled(_ v: Int) -> Int { Int(Double(v) * Theme.fontScale) }
    }

    static func describe() -> String {
        "primary=\(primary) secondary=\(secondary) scale=\(fontScale)"
    }
}

print(Theme.describe())
print(Theme.Spacing.small, Theme.Spacing.medium, Theme.Spacing.large)
Theme.fontScale = 1.5
print(Theme.Spacing.scaled(Theme.Spacing.large))
print(Theme.describe())

// Static members on enums with cases
enum LogLevel: Int, Comparable {
    case debug, info, warning, error

    static var minimum: LogLevel = .info
    static let all: [LogLevel] = [.debug, .info, .warning, .error]
    static var emitted = 0

    static func < (l: LogLevel, r: LogLevel) -> Bool { l.rawValue < r.rawValue }

    static func log(_ level: LogLevel, _ msg: String) {
        guard level >= minimum else { return }
        emitted += 1
        print("[\(level.tag)] \(msg)")
    }

    var tag: String {
        switch self {
        case .debug: return "DBG"
        case .info: return "INF"
        case .warning: return "WRN"
        case .error: return "ERR"
        }
    }
}

for level in LogLevel.all {
    LogLevel.log(level, "message at \(level)")
}
LogLevel.minimum = .warning
for level in LogLevel.all {
    LogLevel.log(level, "again at \(level)")
}
print("emitted \(LogLevel.emitted)")

// Static computed "default" cases
enum Currency: String {
    case usd, eur, jpy
    static var `default`: Currency { .usd }
    static func parse(_ s: String) -> Currency { Currency(rawValue: s.lowercased()) ?? .default }

    var symbol: String {
        switch self {
        case .usd: return "$"
        case .eur: return "€"
        case .jpy: return "¥"
        }
    }
    var decimals: Int { self == .jpy ? 0 : 2 }
}

func format(_ cents: Int, _ c: Currency) -> String {
    if c.decimals == 0 { return "\(c.symbol)\(cents)" }
    let whole = cents / 100
    let frac = cents % 100
    return "\(c.symbol)\(whole).\(frac < 10 ? "0" : "")\(frac)"
}
for code in ["USD", "eur", "JPY", "gbp"] {
    let cur = Currency.parse(code)
    print(code, "->", cur, format(1205, cur))
}

// Static let with a counter for ids
enum IDGen {
    private static var next = 100
    static func make(prefix: String) -> String {
        defer { next += 1 }
        return "\(prefix)-\(next)"
    }
}
print(IDGen.make(prefix: "user"), IDGen.make(prefix: "user"), IDGen.make(prefix: "post"))
// expect: primary=#0055FF secondary=#FF5500 scale=1.0
// expect: 4 8 16
// expect: 24
// expect: primary=#0055FF secondary=#FF5500 scale=1.5
// expect: [INF] message at info
// expect: [WRN] message at warning
// expect: [ERR] message at error
// expect: [WRN] again at warning
// expect: [ERR] again at error
// expect: emitted 5
// expect: USD -> usd $12.05
// expect: eur -> eur €12.05
// expect: JPY -> jpy ¥1205
// expect: gbp -> usd $12.05
// expect: user-100 user-101 post-102
