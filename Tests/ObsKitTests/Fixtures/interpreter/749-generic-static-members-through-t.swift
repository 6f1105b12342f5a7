// Static members and static methods reached through a generic parameter, with protocol static requirements
// and a default implementation. Expected output from swiftc 6.3.1 on Linux.
protocol Currency {
    static var code: String { get }
    static var perEuro: Double { get }
    static func format(_ amount: Double) -> String
}
extension Currency {
    static func format(_ amount: Double) -> String { "\(amount) \(code)" }
}
enum Euro: Currency { static let code = "EUR"; static let perEuro = 1.0 }
enum Dollar: Currency {
    static let code = "USD"
    static let perEuro = 1.25
    static func format(_ amount: Double) -> String { "$\(amount)" }
}
func convert<From: Currency, To: Currency>(_ amount: Double, from: From.Type, to: To.Type) -> String {
    From.format(amount) + " = " + To.format(amount / From.perEuro * To.perEuro)
}
print(convert(8, from: Euro.self, to: Dollar.self))
print(convert(5, from: Dollar.self, to: Euro.self))

// expect: 8.0 EUR = $10.0
// expect: $5.0 = 4.0 EUR
