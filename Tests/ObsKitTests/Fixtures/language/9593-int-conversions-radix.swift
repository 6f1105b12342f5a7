// Integer conversions: exactly/truncating/clamping, parsing with radix, String(radix:uppercase:), descriptions
import Foundation  // only so the linker gets libm (Int(exactly:) on Double inlines round/trunc)
let d3 = 3.0, d35 = 3.5, huge = 1e30, i127 = 127, i128 = 128, neg1 = -1
print(Int(exactly: d3) as Any, Int(exactly: d35) as Any, Int(exactly: huge) as Any)
print(Int8(exactly: i127) as Any, Int8(exactly: i128) as Any, UInt(exactly: neg1) as Any)
print(Int(3.99), Int(-3.99), Int(-0.5), Int(Float(7.9)), Int(Double(Int32.max) + 0.75))
print(Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -1), Int16(truncatingIfNeeded: 70000))
print(Int8(clamping: 1000), Int8(clamping: -1000), UInt8(clamping: -5), UInt16(clamping: 65536))
print(Int("42") as Any, Int("+42") as Any, Int("-0") as Any, Int(" 42") as Any, Int("4_2") as Any, Int("") as Any)
print(Int("ff", radix: 16) as Any, Int("FF", radix: 16) as Any, Int("0xff", radix: 16) as Any, Int("-101", radix: 2) as Any)
print(Int("z", radix: 36) as Any, Int("10", radix: 36) as Any, Int("2", radix: 2) as Any)
print(UInt8("255") as Any, UInt8("256") as Any, Int8("-128") as Any, Int8("-129") as Any)
print(Int("9223372036854775807") as Any, Int("9223372036854775808") as Any)
print(String(255, radix: 16), String(255, radix: 16, uppercase: true), String(-10, radix: 2), String(35, radix: 36))
print(String(0, radix: 2), String(Int.max, radix: 36), String(UInt8.max, radix: 8))
print(Int.max, Int.min, Int8.min, UInt16.max, Int32.max)
print(Int.max.description.count, (-17).description, 17.magnitude, (-17).magnitude, type(of: (-17).magnitude))
print((-7).signum(), 0.signum(), 9.signum(), abs(Int8(-127)))
print(Double(Int.max), Float(16777217), Double(exactly: Int.max) as Any, Double(exactly: 1 << 53) as Any)
print(Int64(Int32.min) - 1, UInt32(UInt16.max) + 1, Int(UInt8(200)) * 2)
print(0b1010, 0o17, 0xFF, 1_000_000, 0x1p4)
print(UInt8(ascii: "A"), Int(Character("9").asciiValue! - UInt8(ascii: "0")))
print(Int(bitPattern: UInt.max), UInt(bitPattern: -2), Int8(bitPattern: 0x80))
let values: [Int] = [0, 7, -7, 255, 1024]
for v in values {
    let bin = String(v, radix: 2)
    let padded = String(repeating: "0", count: max(0, 12 - bin.count)) + bin
    print(v, padded, String(v, radix: 16, uppercase: true), Int(padded, radix: 2) == v)
}
func parseHex(_ s: String) -> Int? {
    let body = s.hasPrefix("0x") ? String(s.dropFirst(2)) : s
    return Int(body, radix: 16)
}
print(["0x1F", "1f", "0xG", "0x", "-1"].map { parseHex($0) as Any })
print(String(describing: Int8.self), String(reflecting: UInt.self), "\(Int16(-300))")
print(Int(exactly: Float(16777216)) as Any, Int16(exactly: -32768.0) as Any, UInt8(exactly: 255.0000001) as Any)
print(5 / 2, -5 / 2, 5 % -2, -5 % 2, 7.quotientAndRemainder(dividingBy: -3))
print(12.isMultiple(of: 4), 0.isMultiple(of: 0), 5.isMultiple(of: 0), Int.min.isMultiple(of: -1))
let mixed: [Any] = [Int8(-1), UInt64.max, Int32(7) * -3, UInt8(0b1111_0000) >> 4]
print(mixed.map { "\($0)" }.joined(separator: "|"), mixed.map { "\(type(of: $0))" })
print(Int("-", radix: 10) as Any, Int("1a", radix: 10) as Any, Int("Zz", radix: 36) as Any, UInt("-0") as Any)

// expect: Optional(3) nil nil
// expect: Optional(127) nil nil
// expect: 3 -3 0 7 2147483647
// expect: 44 255 4464
// expect: 127 -128 0 65535
// expect: Optional(42) Optional(42) Optional(0) nil nil nil
// expect: Optional(255) Optional(255) nil Optional(-5)
// expect: Optional(35) Optional(36) nil
// expect: Optional(255) nil Optional(-128) nil
// expect: Optional(9223372036854775807) nil
// expect: ff FF -1010 z
// expect: 0 1y2p0ij32e8e7 377
// expect: 9223372036854775807 -9223372036854775808 -128 65535 2147483647
// expect: 19 -17 17 17 UInt
// expect: -1 0 1 127
// expect: 9.223372036854776e+18 16777216.0 nil Optional(9007199254740992.0)
// expect: -2147483649 65536 400
// expect: 10 15 255 1000000 16.0
// expect: 65 9
// expect: -1 18446744073709551614 -128
// expect: 0 000000000000 0 true
// expect: 7 000000000111 7 true
// expect: -7 00000000-111 -7 false
// expect: 255 000011111111 FF true
// expect: 1024 010000000000 400 true
// expect: [Optional(31), Optional(31), nil, nil, Optional(-1)]
// expect: Int8 Swift.UInt -300
// expect: Optional(16777216) Optional(-32768) nil
// expect: 2 -2 1 -1 (quotient: -2, remainder: 1)
// expect: true true false true
// expect: -1|18446744073709551615|-21|15 ["Int8", "UInt64", "Int32", "UInt8"]
// expect: nil nil Optional(1295) Optional(0)
