// Swift book style: ExpressibleByStringInterpolation with a custom StringInterpolation, plus unicode-scalar and grapheme literal conformances
struct HTML: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, CustomStringConvertible {
    var text: String

    init(stringLiteral value: String) { text = value }
    init(stringInterpolation: Interp) { text = stringInterpolation.out }

    struct Interp: StringInterpolationProtocol {
        var out = ""
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ literal: String) { out += literal }
        mutating func appendInterpolation(_ s: String) {
            out += s.replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
        }
        mutating func appendInterpolation(bold s: String) { out += "<b>\(s)</b>" }
        mutating func appendInterpolation(_ n: Int, pad: Int) {
            let s = String(n)
            out += String(repeating: "0", count: max(0, pad - s.count)) + s
        }
    }

    var description: String { text }
}

extension String {
    func replacingAll(_ a: Character, with b: String) -> String {
        var r = ""
        for c in self { if c == a { r += b } else { r.append(c) } }
        return r
    }
}

struct Glyph: ExpressibleByUnicodeScalarLiteral, CustomStringConvertible {
    let scalar: Unicode.Scalar
    init(unicodeScalarLiteral value: Unicode.Scalar) { scalar = value }
    var description: String { "U+\(String(scalar.value, radix: 16, uppercase: true))" }
}

struct Emoji: ExpressibleByExtendedGraphemeClusterLiteral {
    let ch: Character
    init(extendedGraphemeClusterLiteral value: Character) { ch = value }
}

let user = "<script>"
let page: HTML = "Hello \(user), you are \(bold: "welcome") as guest \(7, pad: 3)"
print(page)
let plain: HTML = "no interpolation"
print(plain, plain.text.count)
let list: [HTML] = ["a \(bold: "b")", "\(42, pad: 5)"]
print(list.map(\.text))
let g: Glyph = "é"
let a: Glyph = "A"
print(g, a, [a])
let e: Emoji = "🎉"
print(e.ch, String(e.ch).unicodeScalars.count)
func render(_ h: HTML) -> String { "[\(h.text)]" }
print(render("x<y \(1, pad: 2)"))
// expect: Hello &lt;script&gt;, you are <b>welcome</b> as guest 007
// expect: no interpolation 16
// expect: ["a <b>b</b>", "00042"]
// expect: U+E9 U+41 [U+41]
// expect: 🎉 1
// expect: [x<y 01]
