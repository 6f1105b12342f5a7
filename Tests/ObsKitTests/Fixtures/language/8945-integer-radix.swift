// Apple docs style (Int.init?(_:radix:) / String.init(_:radix:uppercase:)): converting numbers to and from text in other bases
let h = Int("FF", radix: 16)
print(h as Any)
print(Int("ff", radix: 16)!, Int("777", radix: 8)!, Int("101101", radix: 2)!, Int("zz", radix: 36)!)
print(Int("12", radix: 2) as Any, Int("", radix: 10) as Any, Int("-1a", radix: 16) as Any, Int("+42")!)

let v = 999_999
print(String(v, radix: 2))
print(String(v, radix: 16))
print(String(v, radix: 16, uppercase: true))
print(String(-255, radix: 16), String(0, radix: 7))

// Converting between bases through Int
func convert(_ text: String, from: Int, to: Int) -> String? {
    Int(text, radix: from).map { String($0, radix: to) }
}
print(convert("11111111", from: 2, to: 16) ?? "invalid")
print(convert("1F", from: 16, to: 2) ?? "invalid")
print(convert("9", from: 8, to: 10) ?? "invalid")

// Zero-padded binary and hex formatting
extension BinaryInteger {
    func padded(radix: Int, width: Int) -> String {
        let s = String(self, radix: radix, uppercase: true)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }
}
print(UInt8(5).padded(radix: 2, width: 8), 255.padded(radix: 16, width: 4), 3.padded(radix: 10, width: 1))

// Parsing a hex color
struct RGB: CustomStringConvertible {
    let r: Int, g: Int, b: Int
    init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6, let value = Int(s, radix: 16) else { return nil }
        r = (value >> 16) & 0xFF
        g = (value >> 8) & 0xFF
        b = value & 0xFF
    }
    var description: String { "rgb(\(r), \(g), \(b))" }
}
for code in ["#FF8000", "1e90ff", "#12345", "#GGGGGG"] {
    print(code, RGB(hex: code).map(\.description) ?? "invalid")
}

// Roman-free base 36 short codes
let ids = [0, 35, 36, 1295, 46_655, 123_456_789]
let codes = ids.map { String($0, radix: 36) }
print(codes)
print(codes.compactMap { Int($0, radix: 36) } == ids)

// Integer literals in different notations
print(0b1010, 0o17, 0x1F, 1_000)

// expect: Optional(255)
// expect: 255 511 45 1295
// expect: nil nil Optional(-26) 42
// expect: 11110100001000111111
// expect: f423f
// expect: F423F
// expect: -ff 0
// expect: ff
// expect: 11111
// expect: invalid
// expect: 00000101 00FF 3
// expect: #FF8000 rgb(255, 128, 0)
// expect: 1e90ff rgb(30, 144, 255)
// expect: #12345 invalid
// expect: #GGGGGG invalid
// expect: ["0", "z", "10", "zz", "zzz", "21i3v9"]
// expect: true
// expect: 10 15 31 1000
