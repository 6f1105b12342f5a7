// The Swift Programming Language style (Protocols): conditional conformance, protocol extensions with where clauses, static requirements, and mutating requirements
protocol TextRepresentable {
    var textualDescription: String { get }
}

struct Dice: TextRepresentable {
    let sides: Int
    var textualDescription: String { "a \(sides)-sided die" }
}

extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String {
        "[" + map(\.textualDescription).joined(separator: ", ") + "]"
    }
}
print([Dice(sides: 6), Dice(sides: 12)].textualDescription)

extension Collection where Element: Equatable {
    func allEqual() -> Bool {
        for e in self where e != first! { return false }
        return true
    }
}
print([4, 4, 4].allEqual(), ["a", "b"].allEqual())

protocol Togglable {
    mutating func toggle()
}
enum Switch: Togglable {
    case off, on
    mutating func toggle() { self = self == .off ? .on : .off }
}
var lamp = Switch.off
lamp.toggle()
print(lamp)

protocol Zeroable {
    static var zero: Self { get }
    static func + (l: Self, r: Self) -> Self
}
extension Int: Zeroable {}
extension Double: Zeroable {}
struct Money: Zeroable, CustomStringConvertible {
    var cents: Int
    static var zero: Money { Money(cents: 0) }
    static func + (l: Money, r: Money) -> Money { Money(cents: l.cents + r.cents) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
extension Sequence where Element: Zeroable {
    func total() -> Element { reduce(.zero, +) }
}
print([1, 2, 3].total(), [0.5, 0.25].total(), [Money(cents: 199), Money(cents: 305)].total())

protocol Describable { func describe() -> String }
extension Describable { func describe() -> String { "generic thing" } }
extension Describable where Self: Numeric { func describe() -> String { "a number" } }
extension Int: Describable {}
extension String: Describable {}
print(5.describe(), "x".describe())

struct Box<T> { var item: T }
extension Box: Equatable where T: Equatable {}
print(Box(item: 3) == Box(item: 3), Box(item: "a") == Box(item: "b"))

// expect: [a 6-sided die, a 12-sided die]
// expect: true false
// expect: on
// expect: 6 0.75 $5.04
// expect: a number generic thing
// expect: true false
