// Swift book style: extending DefaultStringInterpolation with labeled appendInterpolation overloads
extension DefaultStringInterpolation {
    mutating func appendInterpolation(_ value: Int, radix: Int, width: Int = 0) {
        var s = String(value, radix: radix)
        while s.count < width { s = "0" + s }
        appendLiteral(s)
    }
    mutating func appendInterpolation(money cents: Int) {
        let sign = cents < 0 ? "-" : ""
        let a = abs(cents)
        let frac = a % 100
        appendLiteral("\(sign)$\(a / 100).\(frac < 10 ? "0" : "")\(frac)")
    }
    mutating func appendInterpolation<T>(_ value: T?, or fallback: String) {
        if let value = value { appendInterpolation(value) } else { appendLiteral(fallback) }
    }
    mutating func appendInterpolation(_ items: [String], joinedBy sep: String = ", ", last: String) {
        switch items.count {
        case 0: appendLiteral("")
        case 1: appendLiteral(items[0])
        default:
            appendLiteral(items.dropLast().joined(separator: sep) + " " + last + " " + items.last!)
        }
    }
    mutating func appendInterpolation(repeat s: String, _ n: Int) {
        appendLiteral(String(repeating: s, count: n))
    }
    mutating func appendInterpolation(if condition: Bool, _ literal: @autoclosure () -> String) {
        if condition { appendLiteral(literal()) }
    }
}

print("255 in hex is \(255, radix: 16), in binary \(5, radix: 2, width: 8)")
print("Total: \(money: 123456), refund: \(money: -705), tiny: \(money: 7)")
let maybe: Int? = nil
let sure: Int? = 42
print("maybe=\(maybe, or: "n/a") sure=\(sure, or: "n/a")")
print("We need \(["eggs", "milk", "flour"], last: "and").")
print("Pick \(["red", "blue"], joinedBy: "; ", last: "or") or \([String](), last: "x")nothing.")
print("[\(repeat: "=-", 4)]")
let debug = false
print("Status: ok\(if: debug, " (debug)")\(if: !debug, " (release)")")
let n = 10
print("plain \(n) and \(n * 2) still work, \("nested \(n, radix: 2)")")
// expect: 255 in hex is ff, in binary 00000101
// expect: Total: $1234.56, refund: -$7.05, tiny: $0.07
// expect: maybe=n/a sure=42
// expect: We need eggs, milk and flour.
// expect: Pick red or blue or nothing.
// expect: [=-=-=-=-]
// expect: Status: ok (release)
// expect: plain 10 and 20 still work, nested 1010
