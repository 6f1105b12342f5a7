// RegexBuilder style (hex colors): CharacterClass.anyOf and Repeat parse #RGB and #RRGGBB colors into components
import RegexBuilder

let hexDigit = CharacterClass.anyOf("0123456789abcdefABCDEF")

let longForm = Regex {
    "#"
    Capture { Repeat(hexDigit, count: 2) } transform: { Int($0, radix: 16)! }
    Capture { Repeat(hexDigit, count: 2) } transform: { Int($0, radix: 16)! }
    Capture { Repeat(hexDigit, count: 2) } transform: { Int($0, radix: 16)! }
}

let shortForm = Regex {
    "#"
    Capture { hexDigit } transform: { Int(String($0) + String($0), radix: 16)! }
    Capture { hexDigit } transform: { Int(String($0) + String($0), radix: 16)! }
    Capture { hexDigit } transform: { Int(String($0) + String($0), radix: 16)! }
}

func rgb(_ text: String) -> (Int, Int, Int)? {
    if let m = text.wholeMatch(of: longForm) {
        return (m.1, m.2, m.3)
    }
    if let m = text.wholeMatch(of: shortForm) {
        return (m.output.1, m.output.2, m.output.3)
    }
    return nil
}

let stylesheet = "body { color: #333; background: #FAFAFA; } a { color: #1e90ff } .bad { color: #12345 }"
let candidates = stylesheet.matches(of: #/#[0-9A-Za-z]+/#).map { String($0.output) }
for candidate in candidates {
    if let (r, g, b) = rgb(candidate) {
        let brightness = (r * 299 + g * 587 + b * 114) / 1000
        print("\(candidate): rgb(\(r), \(g), \(b)) \(brightness > 128 ? "light" : "dark")")
    } else {
        print("\(candidate): invalid")
    }
}

// expect: #333: rgb(51, 51, 51) dark
// expect: #FAFAFA: rgb(250, 250, 250) light
// expect: #1e90ff: rgb(30, 144, 255) dark
// expect: #12345: invalid
