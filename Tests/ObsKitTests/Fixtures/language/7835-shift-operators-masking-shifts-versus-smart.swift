// Blog style (shift operators): masking shifts &<< and &>> versus smart shifts
let x: UInt8 = 0b1011_0001
print(x << 1, x << 8, x << 9)
print(x &<< 1, x &<< 8, x &<< 9)
print(x >> 3, x &>> 11)
let n: Int8 = -64
print(n >> 1, n >> 10, n << 1, n << 2)
print(n &>> 9)
let w: Int32 = 1
print(w << 31, w << 32, w &<< 32, w &<< 33)
print(w << -1, Int32(8) << -2)
var flags: UInt16 = 0
for bit in [0, 3, 5, 15] {
    flags |= 1 << bit
}
print(flags, String(flags, radix: 2))
print(flags & ~(1 << 3))
print(UInt64(1) << 63)
// expect: 98 0 0
// expect: 98 177 98
// expect: 22 22
// expect: -32 -1 -128 0
// expect: -32
// expect: -2147483648 0 1 2
// expect: 0 2
// expect: 32809 1000000000101001
// expect: 32801
// expect: 9223372036854775808
