// Compiler test style: bit shifts, masking, bit patterns and String(radix:)
let v: UInt8 = 0b1011_0110
print(String(v, radix: 2), String(v, radix: 8), String(v, radix: 16), String(v, radix: 16, uppercase: true))
print(v << 1, v >> 2, v << 8, v >> 9)
print(String(v & 0x0F, radix: 2), String(v | 0x01, radix: 2), String(v ^ 0xFF, radix: 2), String(~v, radix: 2))

let neg: Int8 = -16
print(neg >> 1, neg >> 10, neg << 1, neg << 4)
print(UInt8(bitPattern: neg), Int8(bitPattern: 0xF0))
print(String(UInt8(bitPattern: neg), radix: 2))
print(String(-255, radix: 16), String(255, radix: 36), String(35, radix: 36))
print(Int("ff", radix: 16) ?? -1, Int("-1010", radix: 2) ?? -1, Int("z", radix: 36) ?? -1, Int("12", radix: 2) ?? -1)

let x: UInt32 = 0x0000_F0A0
print(x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount)
print(String(x.byteSwapped, radix: 16))
print(UInt16(0x1234).bigEndian == UInt16(0x3412) || UInt16(0x1234).bigEndian == 0x1234)

func bits<T: FixedWidthInteger>(_ n: T) -> String {
    var s = ""
    for i in stride(from: T.bitWidth - 1, through: 0, by: -1) {
        s += (n >> T(i)) & 1 == 1 ? "1" : "0"
    }
    return s
}
print(bits(Int8(-1)), bits(Int8(5)), bits(UInt16(513)))

var flags: UInt16 = 0
for bit in [0, 3, 5, 15] { flags |= 1 << bit }
print(flags, String(flags, radix: 2))
flags &= ~(1 << 3)
print(flags, (flags & (1 << 5)) != 0, (flags & (1 << 3)) != 0)

let rotated = (v << 3) | (v >> 5)
print(String(rotated, radix: 2))
print(1 << 62, Int.max >> 60, -1 >> 63, UInt64.max >> 60)

// expect: 10110110 266 b6 B6
// expect: 108 45 0 0
// expect: 110 10110111 1001001 1001001
// expect: -8 -1 -32 0
// expect: 240 -16
// expect: 11110000
// expect: -ff 73 z
// expect: 255 -10 35 -1
// expect: 6 16 5
// expect: a0f00000
// expect: true
// expect: 11111111 00000101 0000001000000001
// expect: 32809 1000000000101001
// expect: 32801 true false
// expect: 10110101
// expect: 4611686018427387904 7 -1 15
