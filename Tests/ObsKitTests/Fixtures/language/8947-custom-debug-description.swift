// Apple docs style (CustomDebugStringConvertible / debugPrint): separate descriptions for users and debugging
// Without any conformances, print shows the default reflection
struct RawPoint {
    let x: Int, y: Int
}
let raw = RawPoint(x: 21, y: 30)
print(raw)
debugPrint(raw)

struct Point {
    let x: Int, y: Int
}
let p = Point(x: 21, y: 30)

extension Point: CustomStringConvertible {
    var description: String { "(\(x), \(y))" }
}
extension Point: CustomDebugStringConvertible {
    var debugDescription: String { "Point(x: \(x), y: \(y))" }
}
print(p)
debugPrint(p)
print(String(describing: p), "|", String(reflecting: p))

// Strings and characters differ between print and debugPrint
let s = "Say \"hi\"\\n"
print(s)
debugPrint(s)
debugPrint("a", 1, 2.5, Character("c"), separator: " / ")
print([s], [Character("x")])

// Collections use debugDescription for their elements
let points = [Point(x: 1, y: 2), Point(x: 3, y: 4)]
print(points)
debugPrint(points)
print("\(points[0])", "\(String(reflecting: points[1]))")

// Optionals and enums
enum Suit: String, CustomStringConvertible {
    case hearts, spades
    var description: String { self == .hearts ? "♥" : "♠" }
}
let maybe: Suit? = .hearts
print(maybe as Any, Suit.spades)
debugPrint(maybe as Any, Suit.spades)
debugPrint(Suit.hearts.rawValue)

// A class with both descriptions used in interpolation
final class Account: CustomStringConvertible, CustomDebugStringConvertible {
    let owner: String
    private(set) var cents: Int
    init(owner: String, cents: Int) { self.owner = owner; self.cents = cents }
    var description: String { "\(owner): $\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    var debugDescription: String { "Account(owner: \(owner.debugDescription), cents: \(cents))" }
}
let acct = Account(owner: "Ana", cents: 12_305)
print(acct)
debugPrint(acct)
print("Summary: \(acct)")

// Mirror lists stored properties with labels
let mirror = Mirror(reflecting: acct)
for child in mirror.children {
    print(child.label ?? "?", child.value)
}
print(mirror.displayStyle.map { "\($0)" } ?? "none", mirror.children.count)

// expect: RawPoint(x: 21, y: 30)
// expect: main.RawPoint(x: 21, y: 30)
// expect: (21, 30)
// expect: Point(x: 21, y: 30)
// expect: (21, 30) | Point(x: 21, y: 30)
// expect: Say "hi"\n
// expect: "Say \"hi\"\\n"
// expect: "a" / 1 / 2.5 / "c"
// expect: ["Say \"hi\"\\n"] ["x"]
// expect: [Point(x: 1, y: 2), Point(x: 3, y: 4)]
// expect: [Point(x: 1, y: 2), Point(x: 3, y: 4)]
// expect: (1, 2) Point(x: 3, y: 4)
// expect: Optional(♥) ♠
// expect: Optional(♥) ♠
// expect: "hearts"
// expect: Ana: $123.05
// expect: Account(owner: "Ana", cents: 12305)
// expect: Summary: Ana: $123.05
// expect: owner Ana
// expect: cents 12305
// expect: class 2
