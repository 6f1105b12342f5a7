// Compiler-test style: integer overflow operators, reportingOverflow, truncating/clamping/exact conversions and bit ops
import Foundation
let maxI8 = Int8.max
print(maxI8 &+ 1, Int8.min &- 1, Int8(64) &* 4)
print(UInt8(200) &+ 100, UInt8(0) &- 1, UInt16.max &* 2)

let r = Int32.max.addingReportingOverflow(1)
print(r.partialValue, r.overflow)
let m = UInt8(16).multipliedReportingOverflow(by: 16)
print(m.partialValue, m.overflow)
var minusOne = -1
print(Int.min.dividedReportingOverflow(by: minusOne).overflow, Int.min.dividedReportingOverflow(by: minusOne).partialValue)

print(Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -1), Int16(truncatingIfNeeded: 70000))
print(Int8(clamping: 300), UInt8(clamping: -5), Int8(clamping: -129))
print(Int8(exactly: 127) as Any, Int8(exactly: 128) as Any, Int(exactly: 2.5) as Any, Int(exactly: 3.0) as Any)
print(UInt32(bitPattern: -1), Int16(bitPattern: 0xFFFE))
print(Int(3.99), Int(-3.99), Int((2.5).rounded()), Int((-2.5).rounded(.toNearestOrEven)))

let x: UInt8 = 0b1011_0010
print(x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount)
print(String(x, radix: 2), String(~x, radix: 2), String(x << 2, radix: 2), x >> 4)
print(String(255, radix: 16, uppercase: true), Int("ff", radix: 16)!, Int("-101", radix: 2)!)
print(Int8(-8) >> 1, Int8(-1) &>> 9, (1 as UInt8) &<< 9)
print(17 / 5, 17 % 5, -17 / 5, -17 % 5, (-17).quotientAndRemainder(dividingBy: 5))

// expect: -128 127 0
// expect: 44 255 65534
// expect: -2147483648 true
// expect: 0 true
// expect: true -9223372036854775808
// expect: 44 255 4464
// expect: 127 0 -128
// expect: Optional(127) nil nil Optional(3)
// expect: 4294967295 -2
// expect: 3 -3 3 -2
// expect: 4 0 1
// expect: 10110010 1001101 11001000 11
// expect: FF 255 -5
// expect: -4 -1 2
// expect: 3 2 -3 -2 (quotient: -3, remainder: -2)
