// Swift book style (Advanced Operators): overflow operators and bit patterns on fixed-width integers
var small: UInt8 = 250
small = small &+ 10
print("wrapped add:", small)
var low: Int8 = -128
low = low &- 1
print("wrapped sub:", low)
let big: Int16 = 300
let product = big &* 200
print("wrapped mul:", product)
let mask: UInt8 = 0b1111_0000
print("inverted:", ~mask)
print("and:", mask & 0b1010_1010)
print("or:", mask | 0b0000_0101)
print("xor:", mask ^ 0b1111_1111)
let shifted: UInt8 = 0b0000_0100
print(shifted << 1, shifted << 5, shifted >> 2)
let negative: Int8 = -4
print("arith shift:", negative >> 1, negative << 1)
let pink: UInt32 = 0xCC6699
let red = (pink & 0xFF0000) >> 16
let green = (pink & 0x00FF00) >> 8
let blue = pink & 0x0000FF
print("rgb:", red, green, blue)
print(String(mask, radix: 2), String(pink, radix: 16, uppercase: true))
print(UInt8.max &+ 1, Int8.min &- 1, Int32.max &+ 1)
let (partial, overflow) = UInt8(200).addingReportingOverflow(100)
print(partial, overflow)
print(UInt16(0xABCD).byteSwapped == 0xCDAB, UInt8(0b1011).nonzeroBitCount, UInt16(1).leadingZeroBitCount)
// expect: wrapped add: 4
// expect: wrapped sub: 127
// expect: wrapped mul: -5536
// expect: inverted: 15
// expect: and: 160
// expect: or: 245
// expect: xor: 15
// expect: 8 128 1
// expect: arith shift: -2 -8
// expect: rgb: 204 102 153
// expect: 11110000 CC6699
// expect: 0 127 -2147483648
// expect: 44 true
// expect: true 3 15
