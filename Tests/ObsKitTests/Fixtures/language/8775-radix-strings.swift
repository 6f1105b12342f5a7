// Apple docs style (String.init(_:radix:uppercase:)): printing numbers in other bases
let n = 255
print("binary:", String(n, radix: 2))
print("octal:", String(n, radix: 8))
print("hex:", String(n, radix: 16))
print("HEX:", String(n, radix: 16, uppercase: true))
print("base 36:", String(123_456_789, radix: 36))
print("negative:", String(-255, radix: 16), String(-5, radix: 2))
print("zero:", String(0, radix: 2))

// Zero-padded fixed-width binary for a byte
func binaryByte(_ b: UInt8) -> String {
    let s = String(b, radix: 2)
    return String(repeating: "0", count: 8 - s.count) + s
}
for b: UInt8 in [0, 5, 128, 255, 0b1010_0101] {
    print("\(b) -> \(binaryByte(b))")
}

// A hex dump of some text
let bytes = Array("Swift 6!".utf8)
let dump = bytes.map { b -> String in
    let h = String(b, radix: 16, uppercase: true)
    return h.count == 1 ? "0" + h : h
}
print(dump.joined(separator: " "))

// Round trip with Int(_:radix:)
for radix in [2, 7, 16, 36] {
    let text = String(2024, radix: radix)
    print("2024 in base \(radix) = \(text), back = \(Int(text, radix: radix)!)")
}

// Unsigned maximum values
print(String(UInt64.max, radix: 16), String(UInt32.max, radix: 2).count)
print(String(Int8.min, radix: 2), String(Int64.min, radix: 16))

// A permissions string like chmod
let mode = 0o754
let octal = String(mode, radix: 8)
let letters = octal.map { ch -> String in
    let v = Int(String(ch))!
    return (v & 4 != 0 ? "r" : "-") + (v & 2 != 0 ? "w" : "-") + (v & 1 != 0 ? "x" : "-")
}.joined()
print("mode \(octal) = \(letters)")

// expect: binary: 11111111
// expect: octal: 377
// expect: hex: ff
// expect: HEX: FF
// expect: base 36: 21i3v9
// expect: negative: -ff -101
// expect: zero: 0
// expect: 0 -> 00000000
// expect: 5 -> 00000101
// expect: 128 -> 10000000
// expect: 255 -> 11111111
// expect: 165 -> 10100101
// expect: 53 77 69 66 74 20 36 21
// expect: 2024 in base 2 = 11111101000, back = 2024
// expect: 2024 in base 7 = 5621, back = 2024
// expect: 2024 in base 16 = 7e8, back = 2024
// expect: 2024 in base 36 = 1k8, back = 2024
// expect: ffffffffffffffff 32
// expect: -10000000 -8000000000000000
// expect: mode 754 = rwxr-xr--
