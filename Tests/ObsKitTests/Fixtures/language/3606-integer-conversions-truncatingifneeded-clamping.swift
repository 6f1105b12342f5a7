// Compiler test style: integer conversions with truncatingIfNeeded, clamping and exactly
let big = 300
print(UInt8(truncatingIfNeeded: big), Int8(truncatingIfNeeded: big))
print(UInt8(clamping: big), Int8(clamping: big), Int8(clamping: -1000))
print(UInt8(exactly: big) as Any, UInt8(exactly: 200) as Any)
print(Int8(truncatingIfNeeded: UInt8(255)), UInt8(truncatingIfNeeded: Int8(-1)))
print(UInt8(bitPattern: -2), Int8(bitPattern: 200))
print(Int16(truncatingIfNeeded: 70000), UInt16(truncatingIfNeeded: -1))
print(UInt32(truncatingIfNeeded: Int64(-1)), Int32(truncatingIfNeeded: Int64(1) << 40 + 7))
print(Int64(Int32.min), Int64(UInt32.max), UInt32(clamping: Int64(-5)), UInt32(clamping: Int64.max))
print(Int(exactly: 3.0) as Any, Int(exactly: 3.5) as Any, Int8(exactly: Double(big) / 2.34375) as Any)
print(Int(3.99), Int(-3.99), Int8(clamping: 1_000_000), UInt16(clamping: Int8(-3)))
let bytes: [UInt8] = [0x12, 0x34, 0x56, 0x78]
let packed = bytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
print(packed, String(packed, radix: 16))
let unpacked = (0..<4).map { UInt8(truncatingIfNeeded: packed >> (24 - 8 * $0)) }
print(unpacked == bytes)
let negative: Int16 = -2
print(UInt16(bitPattern: negative), Int32(negative), UInt64(truncatingIfNeeded: negative))
print(Int8.max, Int8.min, UInt16.max, Int32.max, Int64.min)
print(UInt8(ascii: "A"), Int("-0")!, Int8("127")!, Int8("128") as Any)
print(Double(Int64.max), Float(UInt8.max), Int(Float(16777217)))

// expect: 44 44
// expect: 255 127 -128
// expect: nil Optional(200)
// expect: -1 255
// expect: 254 -56
// expect: 4464 65535
// expect: 4294967295 7
// expect: -2147483648 4294967295 0 4294967295
// expect: Optional(3) nil nil
// expect: 3 -3 127 0
// expect: 305419896 12345678
// expect: true
// expect: 65534 -2 18446744073709551614
// expect: 127 -128 65535 2147483647 -9223372036854775808
// expect: 65 0 127 nil
// expect: 9.223372036854776e+18 255.0 16777216
