// Swift compiler execution test style (integer arithmetic): Int.max/min, wrapping operators &+ &- &* on fixed-width types, overflow-reporting methods, shifts and bit patterns
print(Int.max, Int.min, UInt.max, Int32.max, Int8.min)
let a: UInt8 = 200
print(a &+ 100, a &* 3, UInt8(0) &- 1, a &* a)
let b: Int8 = 127
print(b &+ 1, Int8.min &- 1, b &* 2, -(Int8.min + 1))
print(Int.max &+ 1 == Int.min, Int.min &- 1 == Int.max)
print(UInt8(100).addingReportingOverflow(200), Int8(100).multipliedReportingOverflow(by: 2))
print(Int16(300).dividedReportingOverflow(by: 7), UInt32.max.subtractingReportingOverflow(1))
print(1 << 10, 1 << 63, -1 >> 1, -16 >> 2, UInt8(0b1000_0001) >> 1, Int8(-128) >> 7)
print(1 << 64, 5 >> 70, -5 >> 70, UInt8(1) << 9, Int8(1) &<< 9)
print(0b1010 & 0b0110, 0b1010 | 0b0110, 0b1010 ^ 0b0110, ~0, ~UInt8(5))
print(Int8(bitPattern: 200), UInt8(bitPattern: -1), UInt16(truncatingIfNeeded: 70000), Int8(truncatingIfNeeded: 384))
print(UInt8(255).nonzeroBitCount, UInt16(1).leadingZeroBitCount, 40.trailingZeroBitCount, Int64.bitWidth)
print(String(255, radix: 2), String(255, radix: 16), String(-255, radix: 16, uppercase: true), Int("ff", radix: 16)!)
print(UInt8.max.byteSwapped, UInt16(0x1234).byteSwapped == 0x3412, UInt32(1).bigEndian == 1 << 24)
print(7 / 2, -7 / 2, 7 % 3, -7 % 3, 7 % -3, (-7).quotientAndRemainder(dividingBy: 2))
print(Int.max / -1, abs(Int.min + 1), (-5).magnitude, Int8(-3).magnitude, (0 - 8).signum())
print(UInt64.max.multipliedFullWidth(by: 2), 10.isMultiple(of: 5), 0.isMultiple(of: 0))
print(Int(Int32.max) + 1, Int32(exactly: Int(Int32.max) + 1) as Any, Int16(clamping: 100_000), UInt8(clamping: -5))

// expect: 9223372036854775807 -9223372036854775808 18446744073709551615 2147483647 -128
// expect: 44 88 255 64
// expect: -128 127 -2 127
// expect: true true
// expect: (partialValue: 44, overflow: true) (partialValue: -56, overflow: true)
// expect: (partialValue: 42, overflow: false) (partialValue: 4294967294, overflow: false)
// expect: 1024 -9223372036854775808 -1 -4 64 -1
// expect: 0 0 -1 0 2
// expect: 2 14 12 -1 250
// expect: -56 255 4464 -128
// expect: 8 15 3 64
// expect: 11111111 ff -FF 255
// expect: 255 true true
// expect: 3 -3 1 -1 1 (quotient: -3, remainder: -1)
// expect: -9223372036854775807 9223372036854775807 5 3 -1
// expect: (high: 1, low: 18446744073709551614) true true
// expect: 2147483648 nil 32767 0
