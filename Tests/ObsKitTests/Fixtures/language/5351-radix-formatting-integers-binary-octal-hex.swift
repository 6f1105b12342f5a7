// Swift docs style (String(_:radix:)): formatting integers in binary, octal and hex with padding
func pad(_ s: String, to width: Int, with ch: Character = "0") -> String {
    String(repeating: ch, count: max(0, width - s.count)) + s
}

for n in [0, 5, 10, 255, 1024] {
    let bin = pad(String(n, radix: 2), to: 8)
    let oct = String(n, radix: 8)
    let hex = String(n, radix: 16, uppercase: true)
    print("\(pad(String(n), to: 4, with: " ")) | \(bin) | \(oct) | 0x\(hex)")
}
print(String(-42, radix: 16), String(35, radix: 36), String(UInt8.max, radix: 2))
print(Int("ff", radix: 16)!, Int("777", radix: 8)!, Int("z", radix: 36)!, Int("102", radix: 2) as Any)
print(Int("-1010", radix: 2)!, UInt8("100000000", radix: 2) as Any)

func hexDump(_ bytes: [UInt8]) -> String {
    bytes.map { pad(String($0, radix: 16), to: 2) }.joined(separator: " ")
}
print(hexDump(Array("Swift!".utf8)))

let color: UInt32 = 0x3A7BD5
let r = (color >> 16) & 0xFF, g = (color >> 8) & 0xFF, b = color & 0xFF
print(r, g, b, "#" + [r, g, b].map { pad(String($0, radix: 16), to: 2) }.joined())

// expect:    0 | 00000000 | 0 | 0x0
// expect:    5 | 00000101 | 5 | 0x5
// expect:   10 | 00001010 | 12 | 0xA
// expect:  255 | 11111111 | 377 | 0xFF
// expect: 1024 | 10000000000 | 2000 | 0x400
// expect: -2a z 11111111
// expect: 255 511 35 nil
// expect: -10 nil
// expect: 53 77 69 66 74 21
// expect: 58 123 213 #3a7bd5
