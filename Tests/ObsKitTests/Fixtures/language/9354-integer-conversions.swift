// integer conversions: truncating, clamping, exactly, bitPattern, parsing and radix printing
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation
let big = 300
print(UInt8(truncatingIfNeeded: big), UInt8(clamping: big), UInt8(exactly: big) as Any, Int8(clamping: -1000))
print(Int8(truncatingIfNeeded: 200), UInt16(truncatingIfNeeded: -1), Int32(truncatingIfNeeded: Int64(1) << 33 + 7))
print(UInt8(exactly: 255) as Any, Int16(exactly: 40000) as Any, UInt(exactly: -1) as Any)
print(Int8(bitPattern: 0xFF), UInt8(bitPattern: -128), UInt32(bitPattern: Int32.min), Int64(bitPattern: UInt64.max))

print(Int(exactly: 3.0) as Any, Int(exactly: 3.5) as Any, Int(3.99), Int(-3.99), Int8(exactly: 127.0) as Any)
let over = 256.0
print(UInt8(exactly: over) as Any, UInt8(exactly: over - 1) as Any, Int(exactly: Double.infinity) as Any)

print(Int("123") as Any, Int("-0042") as Any, Int("+7") as Any, Int(" 1") as Any, Int("1_000") as Any, Int("") as Any)
print(Int("ff", radix: 16) as Any, Int("-101", radix: 2) as Any, Int("z", radix: 36) as Any, Int("9", radix: 8) as Any)
print(UInt8("256") as Any, Int8("-128") as Any, UInt("18446744073709551615") as Any)

print(String(255, radix: 16), String(255, radix: 16, uppercase: true), String(-255, radix: 2), String(35, radix: 36))
print(String(Int8.min), String(UInt64.max), Int.max, Int.min)
print(Int8.max, Int16.min, UInt32.max, Int32.max &+ 1)

let mixed: [any BinaryInteger] = [Int8(-5), UInt16(65535), Int64(1) << 40, UInt8(7)]
print(mixed.map { Int($0) }, mixed.map { $0.bitWidth }, mixed.map { type(of: $0).isSigned })

func widen<T: BinaryInteger>(_ x: T) -> Int64? { Int64(exactly: x) }
print(widen(UInt64.max) as Any, widen(Int8.min) as Any, widen(UInt32.max) as Any)

let sum = [UInt8(200), 100, 50].reduce(0) { $0 + Int($1) }
print(sum, UInt8(truncatingIfNeeded: sum), UInt8(clamping: sum))

let d: Double = 1e20
print(Int64(exactly: d) as Any, Int64(clamping: Int(exactly: 1e18)!), Double(Int.max) == 9.223372036854776e18)
print(Float(16_777_217) == Float(16_777_216), Double(exactly: Int64.max) as Any, Double(exactly: 1 << 53) as Any)
print(Int(Double(Int32.max)), UInt32(exactly: Double(UInt32.max)) as Any)
print(0x7F, 0o17, 0b1010, 1_000_000, -0x10)
let h = 0xCAFE
print(h.description, "\(h)", String(describing: UInt16(h)), h.signum(), (-h).signum(), 0.signum())
print(Int(truncatingIfNeeded: UInt64(1) << 63) == Int.min, abs(-7), (-7).magnitude, Int8.min.magnitude)
func describeWidth<T: FixedWidthInteger>(_ t: T.Type) -> String { "\(T.self) \(T.bitWidth) \(T.min)...\(T.max)" }
print(describeWidth(Int8.self), "|", describeWidth(UInt16.self), "|", describeWidth(Int32.self))
print(["12", "-3", "x", "999", "127", "-129"].compactMap { Int8($0) })
print(Int64(Int32.min) - 1, UInt64(UInt32.max) + 1, Int(UInt8.max) * Int(UInt8.max))

// expect: 44 255 nil -128
// expect: -56 65535 7
// expect: Optional(255) nil nil
// expect: -1 128 2147483648 -1
// expect: Optional(3) nil 3 -3 Optional(127)
// expect: nil Optional(255) nil
// expect: Optional(123) Optional(-42) Optional(7) nil nil nil
// expect: Optional(255) Optional(-5) Optional(35) nil
// expect: nil Optional(-128) Optional(18446744073709551615)
// expect: ff FF -11111111 z
// expect: -128 18446744073709551615 9223372036854775807 -9223372036854775808
// expect: 127 -32768 4294967295 -2147483648
// expect: [-5, 65535, 1099511627776, 7] [8, 16, 64, 8] [true, false, true, false]
// expect: nil Optional(-128) Optional(4294967295)
// expect: 350 94 255
// expect: nil 1000000000000000000 true
// expect: true nil Optional(9007199254740992.0)
// expect: 2147483647 Optional(4294967295)
// expect: 127 15 10 1000000 -16
// expect: 51966 51966 51966 1 -1 0
// expect: true 7 7 128
// expect: Int8 8 -128...127 | UInt16 16 0...65535 | Int32 32 -2147483648...2147483647
// expect: [12, -3, 127]
// expect: -2147483649 4294967296 65025
