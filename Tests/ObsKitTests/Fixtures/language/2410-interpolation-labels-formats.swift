// Compiler test style: custom appendInterpolation overloads with labels, defaults and formats
extension String.StringInterpolation {
    mutating func appendInterpolation(_ value: Int, radix: Int, uppercase: Bool = false, width: Int = 0) {
        var digits = String(value, radix: radix, uppercase: uppercase)
        while digits.count < width { digits = "0" + digits }
        appendLiteral(digits)
    }

    mutating func appendInterpolation(pad text: String, to width: Int, with fill: Character = ".") {
        appendLiteral(text)
        if text.count < width {
            appendLiteral(String(repeating: fill, count: width - text.count))
        }
    }

    mutating func appendInterpolation(if condition: Bool, _ literal: @autoclosure () -> String) {
        if condition { appendLiteral(literal()) }
    }

    mutating func appendInterpolation(cents: Int) {
        let sign = cents < 0 ? "-" : ""
        let absolute = cents < 0 ? -cents : cents
        let fraction = absolute % 100
        appendLiteral("\(sign)$\(absolute / 100).\(fraction < 10 ? "0" : "")\(fraction)")
    }

    mutating func appendInterpolation<T>(list items: [T], separator: String = ", ", last: String = " and ") {
        let strings = items.map { "\($0)" }
        switch strings.count {
        case 0: appendLiteral("nothing")
        case 1: appendLiteral(strings[0])
        default:
            appendLiteral(strings.dropLast().joined(separator: separator))
            appendLiteral(last)
            appendLiteral(strings.last!)
        }
    }
}

let flags = 202
print("hex \(flags, radix: 16) HEX \(flags, radix: 16, uppercase: true) bin \(5, radix: 2, width: 8)")
for (item, price) in [("Coffee", 350), ("Bagel", 1275), ("Refund", -45)] {
    print("\(pad: item, to: 10)\(cents: price)")
}
print("[\(pad: "ab", to: 5, with: "*")]")
let vip = true
let guest = false
print("Welcome\(if: vip, " back, VIP")\(if: guest, " guest")!")
print("Bring \(list: ["bread", "milk", "eggs"]).")
print("Bring \(list: [42]).")
print("Bring \(list: [Int]()).")
print("Order \(list: [1, 2, 3], separator: "; ", last: " or ")")
print("plain \(flags) still works")
// expect: hex ca HEX CA bin 00000101
// expect: Coffee....$3.50
// expect: Bagel.....$12.75
// expect: Refund....-$0.45
// expect: [ab***]
// expect: Welcome back, VIP!
// expect: Bring bread, milk and eggs.
// expect: Bring 42.
// expect: Bring nothing.
// expect: Order 1; 2 or 3
// expect: plain 202 still works
