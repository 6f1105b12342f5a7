// Compiler test style (custom string interpolation segments): extending DefaultStringInterpolation with labeled appendInterpolation overloads
extension DefaultStringInterpolation {
    mutating func appendInterpolation(hex n: Int) { appendLiteral("0x" + String(n, radix: 16, uppercase: true)) }
    mutating func appendInterpolation(_ n: Int, pad width: Int) {
        let s = String(n)
        appendLiteral(String(repeating: "0", count: max(0, width - s.count)) + s)
    }
    mutating func appendInterpolation(_ d: Double, places: Int) {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let r = (d * scale).rounded() / scale
        appendLiteral("\(r)")
    }
    mutating func appendInterpolation<T>(list xs: [T], sep: String = ", ") {
        appendLiteral(xs.map { "\($0)" }.joined(separator: sep))
    }
    mutating func appendInterpolation(_ b: Bool, yes: String, no: String) { appendLiteral(b ? yes : no) }
    mutating func appendInterpolation<T>(maybe v: T?) {
        if let v { appendInterpolation(v) } else { appendLiteral("<nil>") }
    }
    mutating func appendInterpolation(repeat s: String, _ times: Int) {
        for _ in 0..<times { appendLiteral(s) }
    }
}

print("\(hex: 255) \(hex: 4096)")
print("id-\(7, pad: 4) id-\(12345, pad: 3)")
print("pi=\(3.14159, places: 2) e=\(2.71828, places: 3)")
print("items: \(list: [1, 2, 3]) / \(list: ["a", "b"], sep: "|")")
print("door is \(true, yes: "open", no: "closed"), light is \(false, yes: "on", no: "off")")
let present: Int? = 5
let absent: String? = nil
print("present=\(maybe: present) absent=\(maybe: absent)")
print("[\(repeat: "=-", 3)]")
print("plain \(42) and \("text") and \([1, 2])")

struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100, pad: 2)" }
}
print("cost: \(Money(cents: 1234)), fee: \(Money(cents: 5))")

var interp = DefaultStringInterpolation(literalCapacity: 8, interpolationCount: 2)
interp.appendLiteral("built ")
interp.appendInterpolation(hex: 10)
interp.appendLiteral(" manually ")
interp.appendInterpolation(99)
print(String(stringInterpolation: interp))

func label(_ n: Int) -> String { "\(n, pad: 3):\(n % 2 == 0, yes: "even", no: "odd")" }
print((8...11).map(label))

// expect: 0xFF 0x1000
// expect: id-0007 id-12345
// expect: pi=3.14 e=2.718
// expect: items: 1, 2, 3 / a|b
// expect: door is open, light is off
// expect: present=5 absent=<nil>
// expect: [=-=-=-]
// expect: plain 42 and text and [1, 2]
// expect: cost: $12.34, fee: $0.05
// expect: built 0xA manually 99
// expect: ["008:even", "009:odd", "010:even", "011:odd"]
