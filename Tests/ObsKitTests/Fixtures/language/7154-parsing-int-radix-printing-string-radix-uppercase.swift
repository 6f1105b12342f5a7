// Standard library API style (integer radix text): parsing with Int(_:radix:) and printing with String(_:radix:uppercase:), including failures
print("hex ff:", Int("ff", radix: 16) as Any)
print("hex FF:", Int("FF", radix: 16) as Any)
print("bin 1011:", Int("1011", radix: 2) as Any)
print("bin 102:", Int("102", radix: 2) as Any)
print("octal 777:", Int("777", radix: 8) as Any)
print("base36 zz:", Int("zz", radix: 36) as Any)
print("signed -7f:", Int("-7f", radix: 16) as Any)
print("plus +12:", Int("+12") as Any)
print("empty:", Int("") as Any)
print("just sign:", Int("-") as Any)
print("space:", Int(" 5") as Any)
print("0x prefix:", Int("0x10", radix: 16) as Any)
print("UInt8 256:", UInt8("256") as Any)
print("UInt8 255:", UInt8("255") as Any)
print("Int8 -128:", Int8("-128") as Any)
print("Int8 -129:", Int8("-129") as Any)
print("UInt negative:", UInt("-1") as Any)
print("UInt -0:", UInt("-0") as Any)
print("Int64 max:", Int64("9223372036854775807") as Any)
print("Int64 too big:", Int64("9223372036854775808") as Any)
print("String 255 hex:", String(255, radix: 16))
print("String 255 HEX:", String(255, radix: 16, uppercase: true))
print("String -255 hex:", String(-255, radix: 16))
print("String 5 bin:", String(5, radix: 2))
print("String 0 bin:", String(0, radix: 2))
print("String 35 base36:", String(35, radix: 36), String(35, radix: 36, uppercase: true))
print("String Int8.min bin:", String(Int8.min, radix: 2))
print("String UInt64.max hex:", String(UInt64.max, radix: 16, uppercase: true))
print("String 100 base7:", String(100, radix: 7))
func padded<T: BinaryInteger>(_ value: T, width: Int) -> String {
    let text = String(value, radix: 2)
    return String(repeating: "0", count: max(0, width - text.count)) + text
}
print("padded:", padded(UInt8(5), width: 8), padded(UInt16(1023), width: 16))
let digits = ["10", "z", "7", "g", "", "-3"]
for d in digits {
    let parsed = Int(d, radix: 16)
    print("parse", "[\(d)]", "->", parsed.map { String($0) } ?? "nil")
}
let roundTrip = (2...36).allSatisfy { r in Int(String(123456, radix: r), radix: r) == 123456 }
print("round trip all radixes:", roundTrip)
print("description:", 42.description, (-42).description, UInt8(7).description)

// expect: hex ff: Optional(255)
// expect: hex FF: Optional(255)
// expect: bin 1011: Optional(11)
// expect: bin 102: nil
// expect: octal 777: Optional(511)
// expect: base36 zz: Optional(1295)
// expect: signed -7f: Optional(-127)
// expect: plus +12: Optional(12)
// expect: empty: nil
// expect: just sign: nil
// expect: space: nil
// expect: 0x prefix: nil
// expect: UInt8 256: nil
// expect: UInt8 255: Optional(255)
// expect: Int8 -128: Optional(-128)
// expect: Int8 -129: nil
// expect: UInt negative: nil
// expect: UInt -0: Optional(0)
// expect: Int64 max: Optional(9223372036854775807)
// expect: Int64 too big: nil
// expect: String 255 hex: ff
// expect: String 255 HEX: FF
// expect: String -255 hex: -ff
// expect: String 5 bin: 101
// expect: String 0 bin: 0
// expect: String 35 base36: z Z
// expect: String Int8.min bin: -10000000
// expect: String UInt64.max hex: FFFFFFFFFFFFFFFF
// expect: String 100 base7: 202
// expect: padded: 00000101 0000001111111111
// expect: parse [10] -> 16
// expect: parse [z] -> nil
// expect: parse [7] -> 7
// expect: parse [g] -> nil
// expect: parse [] -> nil
// expect: parse [-3] -> -3
// expect: round trip all radixes: true
// expect: description: 42 -42 7
