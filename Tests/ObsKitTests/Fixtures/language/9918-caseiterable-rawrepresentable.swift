// Apple docs style (CaseIterable / RawRepresentable): enumerating cases and raw values
enum CompassDirection: CaseIterable {
    case north, south, east, west
}
print("There are \(CompassDirection.allCases.count) directions.")
let caseList = CompassDirection.allCases.map { "\($0)" }.joined(separator: ", ")
print(caseList)

enum Weekday: Int, CaseIterable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
    var isWeekend: Bool { self == .saturday || self == .sunday }
}
for day in Weekday.allCases {
    print("\(day.rawValue): \(day)\(day.isWeekend ? " (weekend)" : "")")
}
print("Weekday(rawValue: 3):", Weekday(rawValue: 3) as Any)
print("Weekday(rawValue: 9):", Weekday(rawValue: 9) as Any)
print("weekdays only:", Weekday.allCases.filter { !$0.isWeekend }.count)

enum HTTPMethod: String, CaseIterable {
    case get = "GET", post = "POST", delete = "DELETE"
    case patch
}
print("raw values:", HTTPMethod.allCases.map(\.rawValue))
if let m = HTTPMethod(rawValue: "POST") { print("parsed:", m) }
print("lowercase fails:", HTTPMethod(rawValue: "post") == nil)

enum Coin: Double {
    case penny = 0.01, nickel = 0.05, dime = 0.10, quarter = 0.25
}
let purse: [Coin] = [.quarter, .quarter, .dime, .penny]
let total = purse.map(\.rawValue).reduce(0, +)
print("purse total cents:", Int(total * 100 + 0.5))

struct Celsius: RawRepresentable, Equatable {
    var rawValue: Double
    init?(rawValue: Double) {
        guard rawValue >= -273.15 else { return nil }
        self.rawValue = rawValue
    }
}
print("valid:", Celsius(rawValue: 20)?.rawValue as Any, "invalid:", Celsius(rawValue: -300) as Any)

enum Level: Int, CaseIterable, Comparable {
    case debug, info, warning, error
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    var next: Level { Level(rawValue: (rawValue + 1) % Level.allCases.count)! }
}
print("levels >= warning:", Level.allCases.filter { $0 >= .warning })
print("cycle from error:", Level.error.next, Level.error.next.next)
print("allCases indices:", Level.allCases.indices, Level.allCases.firstIndex(of: .info)!)

enum Flavor: String, CaseIterable {
    case vanilla, chocolate, strawberry
    static var menu: String { allCases.map { $0.rawValue.capitalizedFirst }.joined(separator: " / ") }
}
extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
print("menu:", Flavor.menu)
print("round trip:", Flavor.allCases.allSatisfy { Flavor(rawValue: $0.rawValue) == $0 })
// expect: There are 4 directions.
// expect: north, south, east, west
// expect: 1: monday
// expect: 2: tuesday
// expect: 3: wednesday
// expect: 4: thursday
// expect: 5: friday
// expect: 6: saturday (weekend)
// expect: 7: sunday (weekend)
// expect: Weekday(rawValue: 3): Optional(main.Weekday.wednesday)
// expect: Weekday(rawValue: 9): nil
// expect: weekdays only: 5
// expect: raw values: ["GET", "POST", "DELETE", "patch"]
// expect: parsed: post
// expect: lowercase fails: true
// expect: purse total cents: 61
// expect: valid: Optional(20.0) invalid: nil
// expect: levels >= warning: [main.Level.warning, main.Level.error]
// expect: cycle from error: debug info
// expect: allCases indices: 0..<4 1
// expect: menu: Vanilla / Chocolate / Strawberry
// expect: round trip: true
