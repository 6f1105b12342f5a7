// Swift book style (Advanced Operators): bitwise operators, shifts of signed and unsigned values and overflow operators
let initialBits: UInt8 = 0b0000_1111
let inverted = ~initialBits
print(inverted, String(inverted, radix: 2))

let a: UInt8 = 0b1111_1100
let b: UInt8 = 0b0011_1111
print(a & b, a | b, a ^ b)

let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)

let color: UInt32 = 0xCC6699
let red = (color & 0xFF0000) >> 16
let green = (color & 0x00FF00) >> 8
let blue = color & 0x0000FF
print(red, green, blue)

let negative: Int8 = -4
print(negative >> 1, negative << 1, negative >> 7)
let positive: Int8 = 64
print(positive << 1, (positive >> 3))
print(Int8(bitPattern: 0b1000_0001), UInt8(bitPattern: -1))

var maxUnsigned = UInt8.max
maxUnsigned = maxUnsigned &+ 1
print("overflowed to", maxUnsigned)

var minUnsigned = UInt8.min
minUnsigned = minUnsigned &- 1
print("underflowed to", minUnsigned)

var lowest = Int8.min
lowest = lowest &- 1
print("signed underflow to", lowest)

let product: Int16 = 300 &* 300
print("wrapped product", product)

let (partial, overflow) = Int8(100).addingReportingOverflow(100)
print(partial, overflow)

func popCount(_ n: UInt16) -> Int {
    var count = 0
    var v = n
    while v != 0 {
        count += Int(v & 1)
        v >>= 1
    }
    return count
}
print(popCount(0b1011_0110_0000_0001), UInt16(0b1011_0110_0000_0001).nonzeroBitCount)
print(Int32.max &+ 1 == Int32.min, UInt64.max.leadingZeroBitCount, (1 as UInt64) << 63)
var flags: UInt8 = 0
flags |= 1 << 3
flags |= 1 << 0
flags &= ~(1 << 0)
flags ^= 0b1010_0000
print(String(flags, radix: 2))

// expect: 240 11110000
// expect: 60 255 195
// expect: 8 16 128 0 1
// expect: 204 102 153
// expect: -2 -8 -1
// expect: -128 8
// expect: -127 255
// expect: overflowed to 0
// expect: underflowed to 255
// expect: signed underflow to 127
// expect: wrapped product 24464
// expect: -56 true
// expect: 6 6
// expect: true 0 9223372036854775808
// expect: 10101000
