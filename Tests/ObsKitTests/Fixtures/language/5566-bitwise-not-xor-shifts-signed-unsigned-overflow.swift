// The Swift Programming Language style (Advanced Operators): bitwise NOT/AND/OR/XOR, shifts on signed and unsigned, overflow operators, and color channel extraction
let initialBits: UInt8 = 0b0000_1111
let inverted = ~initialBits
print(inverted, String(inverted, radix: 2))

let first: UInt8 = 0b1111_1100
let second: UInt8 = 0b0011_1111
print(first & second, first | second, first ^ second)

let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)

let pink: UInt32 = 0xCC6699
let red = (pink & 0xFF0000) >> 16
let green = (pink & 0x00FF00) >> 8
let blue = pink & 0x0000FF
print(red, green, blue)

let neg: Int8 = -4
print(neg >> 1, neg << 1, Int8(bitPattern: UInt8(0b1000_0000)))

var maxU = UInt8.max
maxU = maxU &+ 1
print(maxU)
var minU = UInt8.min
minU = minU &- 1
print(minU)
var minS = Int8.min
minS = minS &- 1
print(minS)
print(Int16.max &* 2, 200 as UInt8 &* 2)

let (partial, overflow) = Int8(100).addingReportingOverflow(100)
print(partial, overflow)
print(UInt8(255).multipliedReportingOverflow(by: 2))

var flags: UInt16 = 0
flags |= 1 << 3
flags |= 1 << 0
flags &= ~(1 << 0)
flags ^= 0b1010_0000
print(String(flags, radix: 2), flags.nonzeroBitCount, flags.leadingZeroBitCount, flags.trailingZeroBitCount)
print(Int32(1) << 31 == Int32.min, (-1 as Int) >> 63)
print(UInt8(0x0F).byteSwapped, UInt16(0x1234).byteSwapped == 0x3412)

// expect: 240 11110000
// expect: 60 255 195
// expect: 8 16 128 0 1
// expect: 204 102 153
// expect: -2 -8 -128
// expect: 0
// expect: 255
// expect: 127
// expect: -2 144
// expect: -56 true
// expect: (partialValue: 254, overflow: true)
// expect: 10101000 3 8 3
// expect: true -1
// expect: 15 true
