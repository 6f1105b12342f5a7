// integer-overflow-bits
// expected output: swiftc 6.3.1 (Linux), run on this machine

import Foundation

print(Int8.max, Int8.min, UInt8.max, Int16.min, UInt32.max)
print(Int.max == Int64.max, Int.bitWidth, UInt16.bitWidth)
let a: UInt8 = 250
print(a &+ 10, a &* 2, UInt8(0) &- 1)
let b: Int8 = 127
print(b &+ 1, Int8.min &- 1, -(Int8.max) &- 2)
let (sum, over) = Int8(100).addingReportingOverflow(28)
print(sum, over)
let (prod, o2) = UInt16(300).multipliedReportingOverflow(by: 300)
print(prod, o2)
print(Int32(7).subtractingReportingOverflow(10), UInt32(7).subtractingReportingOverflow(10))
let x: UInt8 = 0b1011_0010
print(String(x, radix: 2), x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount)
print(x >> 4, x << 1, x &<< 9, ~x, x & 0x0F, x | 0x01, x ^ 0xFF)
print(String(UInt8(1).leadingZeroBitCount), UInt64(1 << 40).trailingZeroBitCount)
print(x.byteSwapped, UInt16(0x1234).byteSwapped == 0x3412, String(UInt32(0xDEADBEEF), radix: 16, uppercase: true))
print(Int8(-1) >> 1, Int8(-128) >> 7, UInt8(255) >> 7, Int16(-8) / 3, Int16(-8) % 3)
print(Int8(bitPattern: 200), UInt8(bitPattern: -56), Int(UInt8(truncatingIfNeeded: 1025)))
print(Int8(exactly: 128) as Any, Int8(exactly: 127.0) as Any, UInt(exactly: -1) as Any, Int(exactly: 2.5) as Any)
print(Int8(clamping: 300), UInt8(clamping: -5), Int16(clamping: Int.min))
print(17.quotientAndRemainder(dividingBy: 5), (-17).quotientAndRemainder(dividingBy: 5))
print(12.isMultiple(of: 4), 0.isMultiple(of: 0), (-9).signum(), 0.signum(), abs(Int16(-300)))
print(Int(Int64.max).magnitude, Int8.min.magnitude, type(of: Int8.min.magnitude))
print(UInt8.max.multipliedFullWidth(by: UInt8.max))
print(Int("ff", radix: 16)!, Int("-101", radix: 2)!, Int("z", radix: 36)!, Int("12a") as Any)
print(String(-255, radix: 16), String(5, radix: 2).count)
func popcount<T: FixedWidthInteger>(_ v: T) -> Int { v.nonzeroBitCount }
print(popcount(UInt64.max), popcount(Int8(-1)), popcount(UInt16(0xF0F0)))
func bits<T: FixedWidthInteger & UnsignedInteger>(_ v: T) -> String {
    let s = String(v, radix: 2)
    return String(repeating: "0", count: T.bitWidth - s.count) + s
}
print(bits(UInt8(5)), bits(UInt16(1) << 15))
var flags: UInt8 = 0
for bit in [0, 2, 7] { flags |= 1 << bit }
print(flags, (0..<8).filter { flags & (1 << $0) != 0 })
flags &= ~(1 << 2)
print(flags)
print(1 << 62 > 0, Int.max &+ 1 == Int.min, UInt.max.addingReportingOverflow(1).overflow)
print(7 / 2, -7 / 2, 7 % -2, -7 % 2)
print(Int.max.description.count, Int.min)

// expect: 127 -128 255 -32768 4294967295
// expect: true 64 16
// expect: 4 244 255
// expect: -128 127 127
// expect: -128 true
// expect: 24464 true
// expect: (partialValue: -3, overflow: false) (partialValue: 4294967293, overflow: true)
// expect: 10110010 4 0 1
// expect: 11 100 100 77 2 179 77
// expect: 7 40
// expect: 178 true DEADBEEF
// expect: -1 -1 1 -2 -2
// expect: -56 200 1
// expect: nil Optional(127) nil nil
// expect: 127 0 -32768
// expect: (quotient: 3, remainder: 2) (quotient: -3, remainder: -2)
// expect: true true -1 0 300
// expect: 9223372036854775807 128 UInt8
// expect: (high: 254, low: 1)
// expect: 255 -5 35 nil
// expect: -ff 3
// expect: 64 8 8
// expect: 00000101 1000000000000000
// expect: 133 [0, 2, 7]
// expect: 129
// expect: true true true
// expect: 3 -3 1 -1
// expect: 19 -9223372036854775808
