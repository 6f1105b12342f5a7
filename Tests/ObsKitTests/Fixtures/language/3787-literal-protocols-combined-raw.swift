// Swift book style: literal protocols combined with raw-value enums and default parameter literals
enum Direction: String, ExpressibleByStringLiteral {
    case north, south, east, west, unknown
    init(stringLiteral value: String) {
        self = Direction(rawValue: value.lowercased()) ?? .unknown
    }
}
func move(_ d: Direction, steps: Int = 1) -> String { "\(d.rawValue) x\(steps)" }
print(move("NORTH"), move("East", steps: 3), move("up"))
let route: [Direction] = ["south", "West", "nowhere"]
print(route.map(\.rawValue))

struct Version: ExpressibleByStringLiteral, Comparable, CustomStringConvertible {
    let parts: [Int]
    init(stringLiteral value: String) {
        parts = value.split(separator: ".").map { Int($0) ?? 0 }
    }
    static func < (a: Version, b: Version) -> Bool {
        for i in 0..<max(a.parts.count, b.parts.count) {
            let x = i < a.parts.count ? a.parts[i] : 0
            let y = i < b.parts.count ? b.parts[i] : 0
            if x != y { return x < y }
        }
        return false
    }
    static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }
    var description: String { parts.map(String.init).joined(separator: ".") }
}
let versions: [Version] = ["5.10", "5.9.2", "5.9", "6.0", "5.9.0"]
print(versions.sorted())
print(Version("5.9") == "5.9.0", Version("1.2") < "1.10")
func requires(_ minimum: Version = "5.5", current: Version) -> Bool { current >= minimum }
print(requires(current: "5.4.9"), requires(current: "5.10"), requires("6", current: "5.99"))

struct Money: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    let cents: Int
    init(integerLiteral v: Int) { cents = v * 100 }
    init(floatLiteral v: Double) { cents = Int((v * 100).rounded()) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
func price(_ m: Money = 9.99, qty: Int = 1) -> Money { Money(integerLiteral: 0 + m.cents * qty / 100) }
print(price(), price(5), price(2.5, qty: 4), Money(floatLiteral: 0.07))
// expect: north x1 east x3 unknown x1
// expect: ["south", "west", "unknown"]
// expect: [5.9, 5.9.0, 5.9.2, 5.10, 6.0]
// expect: true true
// expect: false true false
// expect: $9.00 $5.00 $10.00 $0.07
