// Blog style (ExpressibleBy...Literal): building domain types straight from literals
import Foundation
struct Version: ExpressibleByStringLiteral, Comparable, CustomStringConvertible {
    let parts: [Int]
    init(stringLiteral value: String) {
        parts = value.split(separator: ".").map { Int($0) ?? 0 }
    }
    static func < (a: Version, b: Version) -> Bool {
        for (x, y) in zip(a.padded(to: b), b.padded(to: a)) where x != y { return x < y }
        return false
    }
    static func == (a: Version, b: Version) -> Bool { a.padded(to: b) == b.padded(to: a) }
    private func padded(to other: Version) -> [Int] {
        parts + Array(repeating: 0, count: max(0, other.parts.count - parts.count))
    }
    var description: String { parts.map(String.init).joined(separator: ".") }
}

struct Money: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    let cents: Int
    init(integerLiteral value: Int) { cents = value * 100 }
    init(floatLiteral value: Double) { cents = Int((value * 100).rounded()) }
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let c = abs(cents) % 100
        return "\(sign)$\(abs(cents) / 100).\(c < 10 ? "0" : "")\(c)"
    }
}

struct Tags: ExpressibleByArrayLiteral {
    let items: [String]
    init(arrayLiteral elements: String...) {
        var seen: [String] = []
        for e in elements.map({ $0.lowercased() }) where !seen.contains(e) { seen.append(e) }
        items = seen
    }
}

struct Headers: ExpressibleByDictionaryLiteral {
    let pairs: [(String, String)]
    init(dictionaryLiteral elements: (String, String)...) {
        pairs = elements.map { ($0.0.lowercased(), $0.1) }
    }
}

struct Flag: ExpressibleByBooleanLiteral, ExpressibleByNilLiteral {
    let state: String
    init(booleanLiteral value: Bool) { state = value ? "on" : "off" }
    init(nilLiteral: ()) { state = "unset" }
}

let versions: [Version] = ["1.10", "1.2", "1.2.0", "0.9.9", "2"]
print(versions.sorted().map(\.description))
print(("1.2" as Version) == "1.2.0", ("1.10" as Version) > "1.9")

let prices: [Money] = [5, 2.5, 0.99, 19.999]
print(prices.map(\.description))
print(Money(integerLiteral: -3), Money(floatLiteral: -0.05))

let tags: Tags = ["Swift", "iOS", "swift", "SERVER", "ios"]
print(tags.items)

let h: Headers = ["Content-Type": "text/html", "X-Trace": "abc"]
for (k, v) in h.pairs { print("\(k): \(v)") }

let flags: [Flag] = [true, false, nil]
print(flags.map(\.state))
// expect: ["0.9.9", "1.2", "1.2.0", "1.10", "2"]
// expect: true true
// expect: ["$5.00", "$2.50", "$0.99", "$20.00"]
// expect: -$3.00 -$0.05
// expect: ["swift", "ios", "server"]
// expect: content-type: text/html
// expect: x-trace: abc
// expect: ["on", "off", "unset"]
