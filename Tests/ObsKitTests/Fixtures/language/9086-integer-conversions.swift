// Compiler test style: integer conversions — init(truncatingIfNeeded:), init?(exactly:), init(clamping:), and sign/width extension behaviour
let values: [Int] = [0, 127, 128, 255, 256, -1, -128, -129, 1000]

for v in values {
    let t = Int8(truncatingIfNeeded: v)
    let u = UInt8(truncatingIfNeeded: v)
    let e = Int8(exactly: v)
    let c = UInt8(clamping: v)
    print(v, t, u, e.map(String.init) ?? "nil", c)
}

// Widening: sign extension for signed sources, zero extension for unsigned.
let s8: Int8 = -2
let u8: UInt8 = 0xFE
print(Int32(s8), Int32(u8), UInt32(truncatingIfNeeded: s8), UInt32(truncatingIfNeeded: u8))
print(UInt64(truncatingIfNeeded: Int8(-1)) == UInt64.max, Int64(truncatingIfNeeded: UInt64.max))

// exactly with unsigned/signed mismatches.
print(UInt(exactly: -1) as Any, UInt8(exactly: 255 as Int) as Any, Int8(exactly: UInt8(200)) as Any)
print(Int16(exactly: UInt64(32767)) as Any, Int16(exactly: UInt64(32768)) as Any)

// Integer from Double truncates toward zero.
print(Int(3.99), Int(-3.99), Int8(-0.5))

// clamping across many widths.
print(Int8(clamping: Int.max), Int8(clamping: Int.min), UInt16(clamping: -5), Int32(clamping: UInt64.max))
print(UInt8(clamping: Int16(300)), Int16(clamping: UInt8(200)))

// Generic conversions via BinaryInteger.
func fits<Target: FixedWidthInteger, Source: BinaryInteger>(_ v: Source, in _: Target.Type) -> String {
    if let exact = Target(exactly: v) { return "\(exact) fits \(Target.self)" }
    return "\(v) -> \(Target(truncatingIfNeeded: v)) truncated, \(Target(clamping: v)) clamped in \(Target.self)"
}
print(fits(300, in: UInt8.self))
print(fits(-1, in: UInt16.self))
print(fits(UInt64(1) << 40, in: Int32.self))
print(fits(Int8(-5), in: Int64.self))

// Round trips through truncation preserve low bits.
let original: UInt32 = 0xDEAD_BEEF
let low16 = UInt16(truncatingIfNeeded: original)
let low8 = UInt8(truncatingIfNeeded: original)
print(String(low16, radix: 16), String(low8, radix: 16), Int16(bitPattern: low16))
let rebuilt = UInt32(low8) | UInt32(UInt8(truncatingIfNeeded: original >> 8)) << 8 | UInt32(truncatingIfNeeded: original >> 16) << 16
print(rebuilt == original)

// Min/max representable values and their conversions.
print(Int8.min, Int8.max, UInt8.min, UInt8.max, Int16.min, UInt16.max)
print(Int64(exactly: UInt64(Int64.max)) != nil, Int64(exactly: UInt64(Int64.max) + 1) == nil)
print(UInt8(ascii: "A"), Character(Unicode.Scalar(UInt8(0x7A))), Int(UInt8(ascii: "0")) - 48)

// expect: 0 0 0 0 0
// expect: 127 127 127 127 127
// expect: 128 -128 128 nil 128
// expect: 255 -1 255 nil 255
// expect: 256 0 0 nil 255
// expect: -1 -1 255 -1 0
// expect: -128 -128 128 -128 0
// expect: -129 127 127 nil 0
// expect: 1000 -24 232 nil 255
// expect: -2 254 4294967294 254
// expect: true -1
// expect: nil Optional(255) nil
// expect: Optional(32767) nil
// expect: 3 -3 0
// expect: 127 -128 0 2147483647
// expect: 255 200
// expect: 300 -> 44 truncated, 255 clamped in UInt8
// expect: -1 -> 65535 truncated, 0 clamped in UInt16
// expect: 1099511627776 -> 0 truncated, 2147483647 clamped in Int32
// expect: -5 fits Int64
// expect: beef ef -16657
// expect: true
// expect: -128 127 0 255 -32768 65535
// expect: true true
// expect: 65 z 0
