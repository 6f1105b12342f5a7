// Extensions: computed properties, methods, mutating, initializers, nested types, conformances
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension Int {
    var digitSum: Int {
        var n = abs(self), s = 0
        while n > 0 { s += n % 10; n /= 10 }
        return s
    }
    var isPerfect: Bool { self > 1 && (1..<self).filter { self % $0 == 0 }.reduce(0, +) == self }
    func repeated(_ body: (Int) -> Void) { for i in 1...Swift.max(self, 1) where self > 0 { body(i) } }
    mutating func clamp(to r: ClosedRange<Int>) { self = Swift.min(Swift.max(self, r.lowerBound), r.upperBound) }
    enum Parity: String { case even, odd }
    var parity: Parity { self % 2 == 0 ? .even : .odd }
}

print(98765.digitSum, (-42).digitSum, (1...500).filter(\.isPerfect))
3.repeated { print("beat \($0)", terminator: " ") }
print()
var level = 140
level.clamp(to: 0...100)
print(level, [7, 10].map { $0.parity.rawValue })

struct Money { var cents: Int }
extension Money {
    init(dollars: Double) { self.init(cents: Int(dollars * 100 + 0.5)) }
    init?(string: String) {
        guard string.first == "$", let d = Double(string.dropFirst()) else { return nil }
        self.init(dollars: d)
    }
    var formatted: String {
        let sign = cents < 0 ? "-" : ""
        let c = abs(cents)
        return "\(sign)$\(c / 100).\(c % 100 < 10 ? "0" : "")\(c % 100)"
    }
}
print(Money(dollars: 3.5).formatted, Money(string: "$12.05")?.formatted ?? "bad", Money(string: "12") == nil, Money(cents: -7).formatted)

extension String {
    var vowelCount: Int { lowercased().filter { "aeiou".contains($0) }.count }
    func chunked(_ size: Int) -> [String] {
        stride(from: 0, to: count, by: size).map { i in
            let start = index(startIndex, offsetBy: i)
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            return String(self[start..<end])
        }
    }
    static func ~= (pattern: String, value: String) -> Bool { value.hasPrefix(pattern) }
}
print("Extensions Are Useful".vowelCount, "abcdefgh".chunked(3))
switch "https://swift.org" {
case "http://": print("insecure")
case "https://": print("secure link")
default: print("unknown")
}

extension Collection where Element: Numeric {
    var sumOfAll: Element { reduce(0, +) }
}
extension Sequence where Element == String {
    func bulleted() -> String { map { "• " + $0 }.joined(separator: "\n") }
}
print([1, 2, 3].sumOfAll, Set([0.5, 0.25]).sumOfAll)
print(["milk", "eggs"].bulleted())

protocol Summarizable { var summary: String { get } }
extension Money: Summarizable, Comparable {
    var summary: String { "Money(\(formatted))" }
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
}
let amounts = [Money(cents: 500), Money(cents: 99), Money(cents: 1200)]
print(amounts.max()!.summary, amounts.sorted().map(\.cents), (amounts.min() as Summarizable?)?.summary ?? "")
// expect: 35 6 [6, 28, 496]
// expect: beat 1 beat 2 beat 3 
// expect: 100 ["odd", "even"]
// expect: $3.50 $12.05 true -$0.07
// expect: 9 ["abc", "def", "gh"]
// expect: secure link
// expect: 6 0.75
// expect: • milk
// expect: • eggs
// expect: Money($12.00) [99, 500, 1200] Money($0.99)
