// Swift by Sundell style (string interpolation): custom appendInterpolation overloads for currency, padding and lists
import Foundation

extension String.StringInterpolation {
    mutating func appendInterpolation(cents: Int) {
        let sign = cents < 0 ? "-" : ""
        let value = abs(cents)
        appendLiteral("\(sign)$\(value / 100).\(String(format: "%02d", value % 100))")
    }

    mutating func appendInterpolation<T>(_ value: T, padTo width: Int) {
        let text = "\(value)"
        appendLiteral(text + String(repeating: ".", count: max(0, width - text.count)))
    }

    mutating func appendInterpolation<S: Sequence>(list items: S, conjunction: String = "and") where S.Element: CustomStringConvertible {
        let parts = items.map(\.description)
        switch parts.count {
        case 0: appendLiteral("nothing")
        case 1: appendLiteral(parts[0])
        default:
            appendLiteral(parts.dropLast().joined(separator: ", ") + " \(conjunction) " + parts.last!)
        }
    }

    mutating func appendInterpolation(if condition: Bool, _ literal: StringLiteralType) {
        if condition { appendLiteral(literal) }
    }
}

let lines = [("Coffee", 450), ("Bagel", 325), ("Refund", -120)]
for (name, cents) in lines {
    print("\(name, padTo: 10)\(cents: cents)")
}
print("We have \(list: ["apples", "pears", "plums"]).")
print("Choose \(list: [1, 2], conjunction: "or").")
print("Found \(list: [String]()).")
print("Just \(list: ["one"]).")
let premium = true
print("Welcome\(if: premium, " back, VIP")!")
print("Welcome\(if: !premium, " guest")!")

// expect: Coffee....$4.50
// expect: Bagel.....$3.25
// expect: Refund....-$1.20
// expect: We have apples, pears and plums.
// expect: Choose 1 or 2.
// expect: Found nothing.
// expect: Just one.
// expect: Welcome back, VIP!
// expect: Welcome!
