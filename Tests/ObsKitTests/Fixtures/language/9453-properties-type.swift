// Type properties: static stored/computed, class computed overrides, shared counters (expected output from swiftc 6.3.1 on Linux)
struct CurrencyRate {
    static var table: [String: Double] = ["EUR": 1.0]
    static let base = "EUR"
    static func register(_ code: String, perBase: Double) { table[code] = perBase }
    let code: String
    var perBase: Double? { CurrencyRate.table[code] }
    func convert(_ amountInBase: Double) -> String {
        guard let r = perBase else { return "no rate for \(code)" }
        return "\(amountInBase) \(CurrencyRate.base) = \(amountInBase * r) \(code)"
    }
}
CurrencyRate.register("SEK", perBase: 11.5)
CurrencyRate.register("CHF", perBase: 0.25)
print(CurrencyRate(code: "SEK").convert(4), "|", CurrencyRate(code: "CHF").convert(8))
print(CurrencyRate(code: "JPY").convert(1), CurrencyRate.table.keys.sorted())

enum AppConfig {
    static let appName = "Pebble"
    static var launchCount = 0
    static var banner: String { "\(appName) (launch #\(launchCount))" }
}
AppConfig.launchCount += 1
AppConfig.launchCount += 1
print(AppConfig.banner)

class Shape {
    class var sides: Int { 0 }
    static var created = 0
    static let unitName = "cm"
    init() { Shape.created += 1 }
    func describe() -> String { "\(type(of: self)) with \(Self.sides) sides (\(Shape.unitName))" }
}
class Triangle: Shape {
    override class var sides: Int { 3 }
}
class Hexagon: Shape {
    override class var sides: Int { 6 }
}
let shapes: [Shape] = [Triangle(), Hexagon(), Shape(), Triangle()]
for s in shapes { print(s.describe()) }
print("shapes created:", Shape.created)
print(Triangle.sides + Hexagon.sides)

struct Ticket {
    private static var nextSerial = 1000
    static func issue() -> Ticket {
        defer { nextSerial += 1 }
        return Ticket(serial: nextSerial)
    }
    let serial: Int
}
let tickets = (0..<3).map { _ in Ticket.issue() }
print(tickets.map(\.serial))

struct Lazily {
    static let expensive: [Int] = {
        print("  computing static table once")
        return (1...5).map { $0 * $0 }
    }()
}
print("before first access")
print(Lazily.expensive)
print(Lazily.expensive.last!)
let metaType: Shape.Type = Hexagon.self
print(metaType.sides, metaType == Hexagon.self)

// expect: 4.0 EUR = 46.0 SEK | 8.0 EUR = 2.0 CHF
// expect: no rate for JPY ["CHF", "EUR", "SEK"]
// expect: Pebble (launch #2)
// expect: Triangle with 3 sides (cm)
// expect: Hexagon with 6 sides (cm)
// expect: Shape with 0 sides (cm)
// expect: Triangle with 3 sides (cm)
// expect: shapes created: 4
// expect: 9
// expect: [1000, 1001, 1002]
// expect: before first access
// expect:   computing static table once
// expect: [1, 4, 9, 16, 25]
// expect: 25
// expect: 6 true
