// Converting between integer types: exactly, truncatingIfNeeded, clamping and bitPattern, and Int from unsigned values.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

let big = 1_000
print(UInt8(exactly: big) as Any, UInt8(exactly: 255) as Any, Int8(exactly: -129) as Any)
print(UInt8(truncatingIfNeeded: big), Int8(truncatingIfNeeded: 200), Int16(truncatingIfNeeded: 70_000))
print(UInt8(clamping: big), Int8(clamping: -1_000), UInt16(clamping: -5))
print(UInt8(bitPattern: -1), Int8(bitPattern: 0x80), UInt32(bitPattern: Int32.min))
print(Int(UInt8.max), Int(Int16.min), Int(UInt32.max))
print(UInt8(3.99), Int16(-7.5), UInt32(exactly: 2.5) as Any, Int8(exactly: 64.0) as Any)
let bytes: [UInt8] = [0xDE, 0xAD, 0xBE, 0xEF]
let word = bytes.reduce(UInt32(0)) { ($0 << 8) | UInt32($1) }
print(word, String(word, radix: 16))

// expect: nil Optional(255) nil
// expect: 232 -56 4464
// expect: 255 -128 0
// expect: 255 -128 2147483648
// expect: 255 -32768 4294967295
// expect: 3 -7 nil Optional(64)
// expect: 3735928559 deadbeef
