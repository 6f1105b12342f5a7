// Compiler test style: masking shift operators &<< and &>> use the low bits of the shift amount
let one: UInt8 = 1
print(one &<< 3, one &<< 8, one &<< 9, one &<< 15)
let x: Int32 = 0x1234
print(x &<< 4, x &<< 36, x &>> 4, x &>> 33)
let neg: Int16 = -256
print(neg &>> 4, neg &>> 20, neg &<< 8)
let wide: UInt64 = 0x8000_0000_0000_0001
print(wide &>> 63, wide &<< 1, wide &>> 64)

// smart shifts: over-shifting gives 0 or -1, negative amounts reverse direction
let a: UInt8 = 0b1011_0110
print(a << 2, a >> 2, a << 8, a >> 9, a << -1)
let s: Int8 = -100
print(s >> 1, s >> 7, s >> 100, s << 1, s << 8)
let i: Int = 1
print(i << 62, i << 63, i << 64)
print((-1 as Int) >> 70, (-8 as Int) >> -2)

var bits: UInt16 = 1
var shifted: [UInt16] = []
for k in stride(from: 0, to: 20, by: 5) {
    shifted.append(bits &<< UInt16(k))
}
print(shifted)
bits <<= 15
print(bits, bits >> 15)
// expect: 8 1 2 128
// expect: 74560 74560 291 2330
// expect: -16 -16 0
// expect: 1 2 9223372036854775809
// expect: 216 45 0 0 91
// expect: -50 -1 -1 56 0
// expect: 4611686018427387904 -9223372036854775808 0
// expect: -1 -32
// expect: [1, 32, 1024, 32768]
// expect: 32768 1
