// Stack Overflow style (hex colors): Scanner scanUInt64(representation: .hexadecimal), bit shifts and String(format: "#%02X%02X%02X")
import Foundation

struct RGB {
    let r: Int, g: Int, b: Int
    var hex: String { String(format: "#%02X%02X%02X", r, g, b) }
    var luminance: Double {
        (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255
    }
}

func parseHex(_ text: String) -> RGB? {
    var s = text.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
    if s.hasPrefix("#") { s.removeFirst() }
    if s.count == 3 { s = s.map { "\($0)\($0)" }.joined() }
    guard s.count == 6 else { return nil }
    let scanner = Scanner(string: s)
    guard let value = scanner.scanUInt64(representation: .hexadecimal), scanner.isAtEnd else { return nil }
    return RGB(r: Int(value >> 16) & 0xFF, g: Int(value >> 8) & 0xFF, b: Int(value) & 0xFF)
}

let inputs = ["#ff8800", "  00ccff ", "#abc", "#12345", "#GGHHII", "000000", "#FFFFFF"]
for text in inputs {
    if let c = parseHex(text) {
        let kind = c.luminance > 0.5 ? "light" : "dark"
        print("\(text.trimmingCharacters(in: .whitespaces).padding(toLength: 9, withPad: " ", startingAt: 0)) -> \(c.hex) rgb(\(c.r), \(c.g), \(c.b)) \(String(format: "%.3f", c.luminance)) \(kind)")
    } else {
        print("\(text) -> invalid")
    }
}

func mix(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
    func lerp(_ x: Int, _ y: Int) -> Int { Int((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
    return RGB(r: lerp(a.r, b.r), g: lerp(a.g, b.g), b: lerp(a.b, b.b))
}
let from = parseHex("#FF0000")!, to = parseHex("#0000FF")!
print(stride(from: 0.0, through: 1.0, by: 0.25).map { mix(from, to, $0).hex }.joined(separator: " "))
let packed = (0x12 << 16) | (0x34 << 8) | 0x56
print(String(format: "%06x %d %o", packed, packed, packed & 0o777))
let dec = Scanner(string: "0x1F rest")
print(dec.scanUInt64(representation: .hexadecimal) ?? 0, dec.scanCharacters(from: .whitespaces) ?? "", dec.scanUpToString("z") ?? "")

// expect: #ff8800   -> #FF8800 rgb(255, 136, 0) 0.594 light
// expect: 00ccff    -> #00CCFF rgb(0, 204, 255) 0.644 light
// expect: #abc      -> #AABBCC rgb(170, 187, 204) 0.724 light
// expect: #12345 -> invalid
// expect: #GGHHII -> invalid
// expect: 000000    -> #000000 rgb(0, 0, 0) 0.000 dark
// expect: #FFFFFF   -> #FFFFFF rgb(255, 255, 255) 1.000 light
// expect: #FF0000 #BF0040 #800080 #4000BF #0000FF
// expect: 123456 1193046 126
// expect: 31  rest
