// Advanced operators: bitwise NOT/AND/OR/XOR, shifts, masking, overflow operators, integer bounds
// expected output: swiftc 6.3.1 (Linux), run on this machine
// Eight light switches in a hallway, two schedules as masks, and a theme colour split into channels.
let switches: UInt8 = 0b10100101
let flipped = ~switches
print(flipped, String(flipped, radix: 2))
let morning: UInt8 = 0b11110000
let evening: UInt8 = 0b00011110
print(morning & evening, morning | evening, morning ^ evening)
let step: UInt8 = 6
print(step << 1, step << 4, step << 6, step >> 1)
let teal: UInt32 = 0x2A9D8F
let r = (teal & 0xFF0000) >> 16
let g = (teal & 0x00FF00) >> 8
let b = teal & 0x0000FF
print(r, g, b)
let negative: Int8 = -4
print(negative >> 1, negative << 1, Int8(bitPattern: 0b1111_1100))

var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow)
unsignedOverflow = unsignedOverflow &- 1
print(unsignedOverflow)
var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print(signedOverflow)
print(Int16.max &* 2, UInt8(200) &* 2)
let (partial, overflow) = UInt8(250).addingReportingOverflow(10)
print(partial, overflow)
print(Int8.min, Int8.max, UInt16.max, Int32.min)
print(UInt8(truncatingIfNeeded: 300), Int8(exactly: 300) as Any, UInt8(exactly: 255) as Any)

var flags: UInt8 = 0
let bold: UInt8 = 1 << 0, italic: UInt8 = 1 << 1, underline: UInt8 = 1 << 2
flags |= bold | underline
print(flags & italic != 0, flags & underline != 0, flags)
flags &= ~bold
print(flags, flags.nonzeroBitCount, UInt8(0b1000).trailingZeroBitCount, UInt8(1).leadingZeroBitCount)
print(String(0xFF, radix: 16), String(255, radix: 2), Int("ff", radix: 16)!)
print(-7 / 2, -7 % 2, 7 % -2, (-7).magnitude)
print(2 + 3 * 4 - 10 / 3, (2 + 3) * (4 - 1), 1 << 3 + 1)
// expect: 90 1011010
// expect: 16 254 238
// expect: 12 96 128 3
// expect: 42 157 143
// expect: -2 -8 -4
// expect: 0
// expect: 255
// expect: 127
// expect: -2 144
// expect: 4 true
// expect: -128 127 65535 -2147483648
// expect: 44 nil Optional(255)
// expect: false true 5
// expect: 4 1 3 7
// expect: ff 11111111 255
// expect: -3 -1 1 7
// expect: 11 15 9
