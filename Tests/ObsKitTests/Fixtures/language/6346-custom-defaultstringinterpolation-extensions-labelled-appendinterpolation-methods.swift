// Advanced Swift style (Strings): custom DefaultStringInterpolation extensions with labelled appendInterpolation methods
extension String.StringInterpolation {
    mutating func appendInterpolation(_ value: Double, places: Int) {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < places {
                text += String(repeating: "0", count: places - decimals)
            }
        }
        appendLiteral(text)
    }
    mutating func appendInterpolation(padded value: Int, width: Int) {
        let s = String(value)
        appendLiteral(String(repeating: " ", count: max(0, width - s.count)) + s)
    }
    mutating func appendInterpolation<T>(list items: [T], separator: String = ", ") {
        appendLiteral(items.map { "\($0)" }.joined(separator: separator))
    }
    mutating func appendInterpolation(if condition: Bool, _ literal: @autoclosure () -> String) {
        if condition { appendLiteral(literal()) }
    }
}

let price = 3.14159
print("Price: \(price, places: 2)")
print("Ratio: \(0.5, places: 3)")
for n in [7, 42, 1234] {
    print("[\(padded: n, width: 5)]")
}
print("Items: \(list: [1, 2, 3])")
print("Words: \(list: ["a", "b"], separator: " | ")")
let admin = true, guest = false
print("User\(if: admin, " (admin)")\(if: guest, " (guest)")")

struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(padded: cents % 100, width: 2)" }
}
print("Total \(Money(cents: 1205))")
var log = String.StringInterpolation(literalCapacity: 10, interpolationCount: 1)
log.appendLiteral("count=")
log.appendInterpolation(padded: 9, width: 3)
print(String(stringInterpolation: log))

// expect: Price: 3.14
// expect: Ratio: 0.500
// expect: [    7]
// expect: [   42]
// expect: [ 1234]
// expect: Items: 1, 2, 3
// expect: Words: a | b
// expect: User (admin)
// expect: Total $12. 5
// expect: count=  9
