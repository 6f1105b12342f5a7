// Compiler test style (integer arithmetic): wrapping operators and overflow reporting
let maxI8 = Int8.max
print(maxI8 &+ 1, Int8.min &- 1, Int8(100) &* 3)
print(UInt8.max &+ 1, UInt8(0) &- 1, UInt8(16) &* 16)

let (sum, overflow) = Int8(120).addingReportingOverflow(10)
print(sum, overflow)
let (prod, o2) = UInt16(300).multipliedReportingOverflow(by: 300)
print(prod, o2)
let (diff, o3) = Int32.min.subtractingReportingOverflow(1)
print(diff == Int32.max, o3)
print(Int.max.addingReportingOverflow(0))

// Shifts: overshift behavior and masking shifts
let x: UInt8 = 0b1011_0001
print(x << 1, x >> 3, x << 8, x &<< 9)
let neg: Int8 = -16
print(neg >> 2, neg >> 10, neg << 1)
print(1 << 70 == 0, Int64(1) &<< 65)

// Bit manipulation
let v: UInt16 = 0b0000_1111_0000_0101
print(v.nonzeroBitCount, v.leadingZeroBitCount, v.trailingZeroBitCount)
print(String(~v, radix: 2), String(v.byteSwapped, radix: 16))

// Truncating and clamping conversions
print(Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -1))
print(Int8(clamping: 300), Int8(clamping: -300), UInt8(clamping: -5))
print(Int8(exactly: 127) as Any, Int8(exactly: 128) as Any)
print(Int64(exactly: UInt64.max) as Any, UInt8(exactly: 255 as Int) as Any)

// Division and remainder semantics
print(7 / -2, -7 / 2, 7 % -2, -7 % 2)
print((-7).quotientAndRemainder(dividingBy: 2))
func divide(_ a: Int8, by b: Int8) -> (partialValue: Int8, overflow: Bool) {
    a.dividedReportingOverflow(by: b)
}
print(divide(Int8.min, by: -1), divide(-128, by: 2))
print(17.multipliedFullWidth(by: Int.max).high)

// Wrapping arithmetic in a simple hash
var h: UInt32 = 2166136261
for b in "swift".utf8 {
    h = (h ^ UInt32(b)) &* 16777619
}
print("fnv1a:", h)

// expect: -128 127 44
// expect: 0 255 0
// expect: -126 true
// expect: 24464 true
// expect: true true
// expect: (partialValue: 9223372036854775807, overflow: false)
// expect: 98 22 0 98
// expect: -4 -1 -32
// expect: true 2
// expect: 6 4 0
// expect: 1111000011111010 50f
// expect: 44 255
// expect: 127 -128 0
// expect: Optional(127) nil
// expect: nil Optional(255)
// expect: -3 -3 1 -1
// expect: (quotient: -3, remainder: -1)
// expect: (partialValue: -128, overflow: true) (partialValue: -64, overflow: false)
// expect: 8
// expect: fnv1a: 2972868824
