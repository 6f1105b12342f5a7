// Execution-test style: integer division and remainder signs, shifts (masking and smart), bit operations, bounds and conversions.
// expected output: swiftc 6.3.1 (Linux), run on this machine
print(7 / 2, -7 / 2, 7 / -2, -7 / -2)
print(7 % 3, -7 % 3, 7 % -3, -7 % -3)
print(1 << 3, 256 >> 4, -16 >> 2, 1 << 70, 5 >> -1, 5 << -1)
print(Int8(1) << 7, UInt8(1) << 8, UInt8(255) >> 9)
print(1 &<< 65, Int8(-1) &>> 9, UInt8(0b1) &<< 10)
print(0b1010 & 0b0110, 0b1010 | 0b0110, 0b1010 ^ 0b0110, ~0)
print(UInt8(0b1111_0000).leadingZeroBitCount, UInt8(16).trailingZeroBitCount, UInt16(0xFFFF).nonzeroBitCount)
print(Int.max &+ 1 == Int.min, Int.min.magnitude, UInt.max)
print(Int16(-300).byteSwapped, UInt32(1).bigEndian == 1 << 24)
print(Int(Int8.min), UInt8(Int8.max), Int8(truncatingIfNeeded: 200), UInt8(bitPattern: -1))
print(10.signum(), 0.signum(), (-3).signum(), abs(Int.min + 1))
print(17.quotientAndRemainder(dividingBy: -5), (-17).quotientAndRemainder(dividingBy: 5))
print(max(1, 2), min(3, -3), max(1, 5, 3, 9, 2), [4, -4].map { $0.magnitude })
print(Int("-0")!, Int("+12")!, Int(" 1") as Any, Int("9223372036854775808") as Any)
print(255.description, String(-255, radix: 16), Int("ff", radix: 16)!, Int("-1010", radix: 2)!)
print(Double(1 << 53) == Double((1 << 53) + 1), Int(Double(1 << 53)))
print(UInt8.max.addingReportingOverflow(1), Int8(-128).multipliedReportingOverflow(by: -1))
print(100.isMultiple(of: 0), 0.isMultiple(of: 0), 12.isMultiple(of: -4))
var x = 5
x <<= 2; x >>= 1; x &= 0b110; x |= 1; x ^= 0b100
print(x)

// expect: 3 -3 -3 3
// expect: 1 -1 1 -1
// expect: 8 16 -4 0 10 2
// expect: -128 0 0
// expect: 2 -1 4
// expect: 2 14 12 -1
// expect: 0 4 16
// expect: true 9223372036854775808 18446744073709551615
// expect: -11010 true
// expect: -128 127 -56 255
// expect: 1 0 -1 9223372036854775807
// expect: (quotient: -3, remainder: 2) (quotient: -3, remainder: -2)
// expect: 2 -3 9 [4, 4]
// expect: 0 12 nil nil
// expect: 255 -ff 255 -10
// expect: true 9007199254740992
// expect: (partialValue: 0, overflow: true) (partialValue: -128, overflow: true)
// expect: false true true
// expect: 7
