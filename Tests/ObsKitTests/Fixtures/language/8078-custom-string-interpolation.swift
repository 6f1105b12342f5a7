// Compiler test style: custom appendInterpolation overloads on DefaultStringInterpolation and a custom interpolation type
extension DefaultStringInterpolation {
    mutating func appendInterpolation(hex value: Int, width: Int = 0) {
        var s = String(value, radix: 16, uppercase: true)
        while s.count < width { s = "0" + s }
        appendLiteral("0x" + s)
    }
    mutating func appendInterpolation<T>(list items: [T], separator: String = ", ") {
        appendLiteral("[" + items.map { "\($0)" }.joined(separator: separator) + "]")
    }
    mutating func appendInterpolation(_ value: Double, places: Int) {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = value * scale
        let rounded = Double(Int(scaled + (scaled < 0 ? -0.5 : 0.5))) / scale
        appendLiteral("\(rounded)")
    }
    mutating func appendInterpolation(ifPresent value: Int?, _ fallback: String = "n/a") {
        if let v = value { appendInterpolation(v) } else { appendLiteral(fallback) }
    }
}

print("color \(hex: 255) padded \(hex: 10, width: 4)")
print("items \(list: [1, 2, 3]) words \(list: ["a", "b"], separator: "|")")
print("pi≈\(3.14159, places: 2) e≈\(2.71828, places: 3)")
print("a=\(ifPresent: 5) b=\(ifPresent: nil) c=\(ifPresent: nil, "—")")

// A type with its own StringInterpolation that records segments
struct Template: ExpressibleByStringInterpolation, CustomStringConvertible {
    var parts: [String] = []
    var holes = 0
    struct StringInterpolation: StringInterpolationProtocol {
        var parts: [String] = []
        var holes = 0
        init(literalCapacity: Int, interpolationCount: Int) {
            parts.append("cap(\(interpolationCount))")
        }
        mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append("lit'\(literal)'") }
        }
        mutating func appendInterpolation<T>(_ value: T) {
            holes += 1
            parts.append("val<\(type(of: value))>\(value)")
        }
        mutating func appendInterpolation(upper s: String) {
            holes += 1
            parts.append("up'\(s.uppercased())'")
        }
    }
    init(stringLiteral value: String) { parts = ["plain'\(value)'"] }
    init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
        holes = stringInterpolation.holes
    }
    var description: String { "\(holes) holes: " + parts.joined(separator: " ") }
}

let t1: Template = "hello"
let t2: Template = "x=\(1), y=\(2.5)!"
let t3: Template = "\(upper: "loud")\("quiet")"
let name = "Bo"
let t4: Template = "Hi \(name), you have \([1, 2].count) msgs"
for t in [t1, t2, t3, t4] { print(t) }

// Interpolation of CustomStringConvertible and optionals
struct Money: CustomStringConvertible {
    let cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
let wallet: Money? = Money(cents: 1205)
print("plain \(Money(cents: 7)) opt \(String(describing: wallet)) forced \(wallet!)")
print("nested \("inner \("deep \(1 + 1)")")")

// expect: color 0xFF padded 0x000A
// expect: items [1, 2, 3] words [a|b]
// expect: pi≈3.14 e≈2.718
// expect: a=5 b=n/a c=—
// expect: 0 holes: plain'hello'
// expect: 2 holes: cap(2) lit'x=' val<Int>1 lit', y=' val<Double>2.5 lit'!'
// expect: 2 holes: cap(2) up'LOUD' val<String>quiet
// expect: 2 holes: cap(2) lit'Hi ' val<String>Bo lit', you have ' val<Int>2 lit' msgs'
// expect: plain $0.07 opt Optional($12.05) forced $12.05
// expect: nested inner deep 2
