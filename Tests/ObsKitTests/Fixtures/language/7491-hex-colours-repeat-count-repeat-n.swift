// RegexBuilder style (hex colours): Repeat(count:) and Repeat(n...m) with hexDigit, converting to RGB
import RegexBuilder

func hexByte(_ s: Substring) -> Int { Int(s, radix: 16)! }

let longForm = Regex {
    "#"
    Capture { Repeat(.hexDigit, count: 2) } transform: { hexByte($0) }
    Capture { Repeat(.hexDigit, count: 2) } transform: { hexByte($0) }
    Capture { Repeat(.hexDigit, count: 2) } transform: { hexByte($0) }
    Optionally {
        Capture { Repeat(.hexDigit, count: 2) } transform: { hexByte($0) }
    }
}

let shortForm = Regex {
    "#"
    Capture { One(.hexDigit) } transform: { hexByte($0) * 17 }
    Capture { One(.hexDigit) } transform: { hexByte($0) * 17 }
    Capture { One(.hexDigit) } transform: { hexByte($0) * 17 }
}

let inputs = ["#FF8800", "#0af", "#12345678", "#GG0000", "#abcd", "#000", "#C0FFEE"]
for c in inputs {
    if let m = c.wholeMatch(of: longForm) {
        let (_, r, g, b, a) = m.output
        let alpha = a.map { String($0) } ?? "opaque"
        print("\(c): rgb(\(r), \(g), \(b)) alpha \(alpha)")
    } else if let m = c.wholeMatch(of: shortForm) {
        print("\(c): rgb(\(m.output.1), \(m.output.2), \(m.output.3)) short")
    } else {
        print("\(c): invalid")
    }
}

let anyHex = Regex {
    "#"
    Repeat(.hexDigit, 3...8)
    Anchor.wordBoundary
}
let css = "a { color: #333; background: #FAFAFA; border: 1px solid #ab; fill: #123456789 }"
print(css.matches(of: anyHex).map { String($0.output) })
print(css.matches(of: Regex { "#"; Repeat(.hexDigit, ...3) }).map { String($0.output) })
// expect: #FF8800: rgb(255, 136, 0) alpha opaque
// expect: #0af: rgb(0, 170, 255) short
// expect: #12345678: rgb(18, 52, 86) alpha 120
// expect: #GG0000: invalid
// expect: #abcd: invalid
// expect: #000: rgb(0, 0, 0) short
// expect: #C0FFEE: rgb(192, 255, 238) alpha opaque
// expect: ["#333", "#FAFAFA"]
// expect: ["#333", "#FAF", "#ab", "#123"]
