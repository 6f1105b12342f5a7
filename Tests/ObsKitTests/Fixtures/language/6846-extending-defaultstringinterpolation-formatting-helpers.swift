// Swift book style (custom string interpolation): extending DefaultStringInterpolation with formatting helpers
extension DefaultStringInterpolation {
    mutating func appendInterpolation(padded value: Int, width: Int) {
        let s = String(value)
        appendLiteral(String(repeating: " ", count: max(0, width - s.count)) + s)
    }

    mutating func appendInterpolation(binary value: Int, digits: Int = 8) {
        let raw = String(value, radix: 2)
        appendLiteral(String(repeating: "0", count: max(0, digits - raw.count)) + raw)
    }

    mutating func appendInterpolation<T>(list items: [T], separator: String = ", ") {
        appendLiteral(items.map { "\($0)" }.joined(separator: separator))
    }

    mutating func appendInterpolation(ifPresent value: String?, default fallback: String = "-") {
        appendLiteral(value ?? fallback)
    }

    mutating func appendInterpolation(plural count: Int, _ noun: String) {
        appendInterpolation(count)
        appendLiteral(" ")
        appendLiteral(count == 1 ? noun : noun + "s")
    }
}

for n in [3, 42, 255, 1000] {
    print("[\(padded: n, width: 6)] \(binary: n, digits: 10)")
}
print("items: \(list: ["a", "b", "c"])")
print("nums: \(list: [1, 2, 3], separator: " + ")")
let nick: String? = nil
print("user: \(ifPresent: "Taylor") nick: \(ifPresent: nick) alt: \(ifPresent: nick, default: "n/a")")
for c in [0, 1, 5] {
    print("found \(plural: c, "apple")")
}

struct Money: CustomStringConvertible {
    var cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let a = abs(cents)
        let frac = a % 100
        return "\(sign)$\(a / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
}
let wallet = [Money(cents: 1999), Money(cents: 5), Money(cents: -250)]
print("wallet: \(list: wallet, separator: " | ")")
print("total: \(Money(cents: wallet.reduce(0) { $0 + $1.cents }))")

// expect: [     3] 0000000011
// expect: [    42] 0000101010
// expect: [   255] 0011111111
// expect: [  1000] 1111101000
// expect: items: a, b, c
// expect: nums: 1 + 2 + 3
// expect: user: Taylor nick: - alt: n/a
// expect: found 0 apples
// expect: found 1 apple
// expect: found 5 apples
// expect: wallet: $19.99 | $0.05 | -$2.50
// expect: total: $17.54
