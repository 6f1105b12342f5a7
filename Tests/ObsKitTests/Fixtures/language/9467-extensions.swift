// Extensions: computed properties, initializers, methods, mutating methods, subscripts, nested types (expected output from swiftc 6.3.1 on Linux)
import Foundation

extension Double {
    var asPercent: String { "\(Int((self * 100).rounded()))%" }
    var isWhole: Bool { self == self.rounded(.towardZero) }
}
print(0.256.asPercent, 1.0.asPercent, 3.0.isWhole, 3.5.isWhole)

extension Array {
    mutating func rotateLeft(by k: Int) {
        guard !isEmpty else { return }
        let shift = ((k % count) + count) % count
        self = Array(self[shift...] + self[..<shift])
    }
    func every(_ n: Int) -> [Element] {
        stride(from: 0, to: count, by: n).map { self[$0] }
    }
    subscript(wrapping i: Int) -> Element { self[((i % count) + count) % count] }
}
var seats = ["A", "B", "C", "D", "E"]
seats.rotateLeft(by: 2)
print(seats, seats.every(2), seats[wrapping: -1], seats[wrapping: 12])

extension Character {
    enum Kind: String { case vowel, consonant, digit, other }
    var kind: Kind {
        if isNumber { return .digit }
        guard isLetter else { return .other }
        return "aeiou".contains(lowercased()) ? .vowel : .consonant
    }
}
print("Ux9!".map { $0.kind.rawValue })

struct Money { var cents: Int }
extension Money {
    init(dollars: Int, cents: Int = 0) { self.init(cents: dollars * 100 + cents) }
    init?(text: String) {
        let parts = text.split(separator: ".")
        guard let d = Int(parts.first ?? ""), parts.count <= 2 else { return nil }
        let c = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        self.init(dollars: d, cents: c)
    }
    var formatted: String { "$\(cents / 100)." + (cents % 100 < 10 ? "0" : "") + "\(cents % 100)" }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
}
let bill = Money(dollars: 12, cents: 5) + Money(text: "7.5")! + Money(cents: 40)
print(bill.formatted, Money(text: "abc") == nil, Money(dollars: 3).formatted)

extension String {
    var wordCount: Int { split(whereSeparator: { $0 == " " }).count }
    func padded(to width: Int, with fill: Character = ".") -> String {
        count >= width ? self : self + String(repeating: fill, count: width - count)
    }
    subscript(safe i: Int) -> Character? {
        i >= 0 && i < count ? self[index(startIndex, offsetBy: i)] : nil
    }
}
print("a quick check here".wordCount, "[\("tab".padded(to: 6))]", "[\("toolong".padded(to: 3))]")
print("hello"[safe: 1] as Any, "hello"[safe: 10] as Any)

protocol Summable { static func + (a: Self, b: Self) -> Self }
extension Money: Summable {}
extension Sequence where Element: Summable {
    func total(from zero: Element) -> Element { reduce(zero, +) }
}
print([Money(cents: 99), Money(dollars: 1)].total(from: Money(cents: 0)).formatted)
extension Collection {
    var isNotEmpty: Bool { !isEmpty }
}
print([String]().isNotEmpty, "x".isNotEmpty)

// expect: 26% 100% true false
// expect: ["C", "D", "E", "A", "B"] ["C", "E", "B"] B E
// expect: ["vowel", "consonant", "digit", "other"]
// expect: $19.50 true $3.00
// expect: 4 [tab...] [toolong]
// expect: Optional("e") nil
// expect: $1.99
// expect: false true
