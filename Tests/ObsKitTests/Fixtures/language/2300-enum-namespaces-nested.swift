// Compiler test style: caseless enums as namespaces, nested enums, static factories and protocol conformance via extensions
enum Config {
  static let appName = "Ledger"
  static var launches = 0
  enum Theme: String, CaseIterable {
    case light, dark, solarized
    static var `default`: Theme { .dark }
  }
  enum Limits {
    static let maxUsers = 25
    static func allows(_ n: Int) -> Bool { n <= maxUsers }
  }
  static func launch() -> String {
    launches += 1
    return "\(appName) launch #\(launches) with \(Theme.default)"
  }
}

protocol Describable {
  var summary: String { get }
}
extension Describable {
  var summary: String { "<\(self)>" }
  func shout() -> String { summary.uppercased() }
}

enum Currency: String, Describable {
  case usd, eur, jpy
  var symbol: String {
    switch self {
    case .usd: return "$"
    case .eur: return "€"
    case .jpy: return "¥"
    }
  }
  static func from(code: String) -> Currency? {
    return Currency(rawValue: code.lowercased())
  }
}
extension Currency {
  var decimals: Int { self == .jpy ? 0 : 2 }
}

enum Account: Describable {
  case checking(Int)
  case savings(Int)
  var summary: String {
    switch self {
    case .checking(let n): return "checking #\(n)"
    case .savings(let n): return "savings #\(n)"
    }
  }
}

print(Config.launch())
print(Config.launch())
print(Config.Theme.allCases.map(\.rawValue), Config.Theme.default.rawValue)
print(Config.Limits.allows(10), Config.Limits.allows(30), Config.Limits.maxUsers)
print(Currency.from(code: "EUR")?.symbol ?? "?", Currency.from(code: "GBP")?.symbol ?? "?")
print(Currency.jpy.summary, Currency.usd.shout(), Currency.eur.decimals)
let things: [Describable] = [Currency.usd, Account.savings(7), Account.checking(3)]
print(things.map(\.summary))
print(things.map { $0.shout() })
let t: Config.Theme = .solarized
switch t {
case .light, .dark: print("standard theme")
case .solarized: print("fancy theme")
}
print(type(of: t), Config.launches)

// expect: Ledger launch #1 with dark
// expect: Ledger launch #2 with dark
// expect: ["light", "dark", "solarized"] dark
// expect: true false 25
// expect: € ?
// expect: <jpy> <USD> 2
// expect: ["<usd>", "savings #7", "checking #3"]
// expect: ["<USD>", "SAVINGS #7", "CHECKING #3"]
// expect: fancy theme
// expect: Theme 2
