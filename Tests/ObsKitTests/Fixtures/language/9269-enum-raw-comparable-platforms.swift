// Enums: raw values of many types (Int with gaps, Character, String, Double, Int8), failable init(rawValue:), synthesized and custom Comparable
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Platform: Int, CaseIterable {
    case one = 1, two, three, four
    case freight = 10, sidings
}
print(Platform.allCases.map(\.rawValue))
print(Platform(rawValue: 3) as Any, Platform(rawValue: 5) as Any, Platform(rawValue: 11) as Any)
print(Platform.three.rawValue, Platform.sidings)

enum Suit: Character {
    case hearts = "♥", spades = "♠", clubs = "♣", diamonds = "♦"
}
print(Suit.hearts.rawValue, Suit(rawValue: "♣") as Any, Suit(rawValue: "x") == nil)

enum Status: String {
    case active
    case inactive = "off"
    case pending
}
print(Status.active.rawValue, Status.inactive.rawValue, Status(rawValue: "off") as Any, Status(rawValue: "inactive") as Any)

enum Ratio: Double { case half = 0.5, third = 0.333, whole = 1 }
print(Ratio.whole.rawValue, Ratio(rawValue: 0.5) as Any)

enum Signed: Int8 { case minusOne = -1, zero, one }
print(Signed.zero.rawValue, Signed.one.rawValue, type(of: Signed.one.rawValue))

enum Priority: Comparable {
    case low, medium, high, critical
}
let ps: [Priority] = [.high, .low, .critical, .medium]
print(ps.sorted(), ps.max()!, ps.min()!)
print(Priority.low < .medium, Priority.critical > .high, Priority.medium >= .high)

enum Version: Comparable, CustomStringConvertible {
    case alpha(Int)
    case beta(Int)
    case release(major: Int, minor: Int)
    var description: String {
        switch self {
        case .alpha(let n): return "a\(n)"
        case .beta(let n): return "b\(n)"
        case let .release(ma, mi): return "\(ma).\(mi)"
        }
    }
}
let versions: [Version] = [.release(major: 2, minor: 0), .beta(2), .alpha(9), .release(major: 1, minor: 5), .beta(1), .release(major: 1, minor: 10)]
print(versions.sorted())
print(Version.alpha(100) < .beta(0), Version.release(major: 1, minor: 10) > .release(major: 1, minor: 9))

enum Level: Int, Comparable {
    case debug = 3, info = 2, error = 1
    static func < (a: Level, b: Level) -> Bool { a.rawValue > b.rawValue }
}
print([Level.error, .debug, .info].sorted(), Level.debug < .error)

enum HTTPCode: Int {
    case ok = 200, created = 201, notFound = 404, serverError = 500
    init(code: Int) { self = HTTPCode(rawValue: code) ?? .serverError }
    var isSuccess: Bool { (200..<300).contains(rawValue) }
}
print([200, 404, 418, 201].map { HTTPCode(code: $0) }.map { "\($0):\($0.isSuccess)" })

enum Coin: Int, CaseIterable, Comparable {
    case penny = 1, nickel = 5, dime = 10, quarter = 25
    static func < (a: Coin, b: Coin) -> Bool { a.rawValue < b.rawValue }
}
func change(_ cents: Int) -> [Coin] {
    var left = cents, out: [Coin] = []
    for c in Coin.allCases.sorted(by: >) { while left >= c.rawValue { out.append(c); left -= c.rawValue } }
    return out
}
print(change(68).map { "\($0)" })
// expect: [1, 2, 3, 4, 10, 11]
// expect: Optional(main.Platform.three) nil Optional(main.Platform.sidings)
// expect: 3 sidings
// expect: ♥ Optional(main.Suit.clubs) true
// expect: active off Optional(main.Status.inactive) nil
// expect: 1.0 Optional(main.Ratio.half)
// expect: 0 1 Int8
// expect: [main.Priority.low, main.Priority.medium, main.Priority.high, main.Priority.critical] critical low
// expect: true true false
// expect: [a9, b1, b2, 1.5, 1.10, 2.0]
// expect: true true
// expect: [main.Level.debug, main.Level.info, main.Level.error] true
// expect: ["ok:true", "notFound:false", "serverError:false", "created:true"]
// expect: ["quarter", "quarter", "dime", "nickel", "penny", "penny", "penny"]
