// Swift book style (Advanced Operators): bitwise NOT, AND, OR, XOR and shifts on fixed-width integers, signed shifting and overflow operators wrapping around
let initial: UInt8 = 0b0000_1111
let inverted = ~initial
print(inverted, String(inverted, radix: 2))
let first: UInt8 = 0b1111_1100, last: UInt8 = 0b0011_1111
print(first & last, first | last, first ^ last)
print(String(first & last, radix: 2), String(first ^ last, radix: 2))

let shift: UInt8 = 4
print(shift << 1, shift << 2, shift << 5, shift << 6, shift >> 2)
let pink: UInt32 = 0xCC6699
let red = (pink & 0xFF0000) >> 16
let green = (pink & 0x00FF00) >> 8
let blue = pink & 0x0000FF
print(red, green, blue)

let neg: Int8 = -4
print(neg >> 1, neg << 1, Int8(-128) >> 7, Int8(64) << 1)
print(String(UInt8(bitPattern: neg), radix: 2))

var wrapUp = UInt8.max
wrapUp = wrapUp &+ 1
print(wrapUp)
var wrapDown = UInt8.min
wrapDown = wrapDown &- 1
print(wrapDown)
var signedLow = Int8.min
signedLow = signedLow &- 1
print(signedLow)
print(Int16.max &+ 1, Int32(1_000_000) &* 5000)

let (value, overflow) = UInt8(200).addingReportingOverflow(100)
print(value, overflow)
let m = Int8(100).multipliedReportingOverflow(by: 2)
print(m.partialValue, m.overflow)
print(UInt8(0b1011_0000).leadingZeroBitCount, UInt8(0b1011_0000).trailingZeroBitCount, UInt8(0b1011_0000).nonzeroBitCount)
print(0x1234.byteSwapped == 0x3412_0000_0000_0000, UInt16(0x1234).byteSwapped == 0x3412)
var flags: UInt8 = 0
flags |= 1 << 3
flags |= 1 << 0
flags &= ~(1 << 0)
print(flags, flags & (1 << 3) != 0)
print(Int.max &+ 1 == Int.min, 7 &>> 1, 1 &<< 65)

// expect: 240 11110000
// expect: 60 255 195
// expect: 111100 11000011
// expect: 8 16 128 0 1
// expect: 204 102 153
// expect: -2 -8 -1 -128
// expect: 11111100
// expect: 0
// expect: 255
// expect: 127
// expect: -32768 705032704
// expect: 44 true
// expect: -56 true
// expect: 0 4 3
// expect: true true
// expect: 8 true
// expect: true 3 2
