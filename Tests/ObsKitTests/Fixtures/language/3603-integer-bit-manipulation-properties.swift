// Compiler test style: integer bit manipulation properties
let values: [UInt8] = [0, 1, 0b1010_0000, 255, 0b0001_1000]
for v in values {
    print(v, v.nonzeroBitCount, v.leadingZeroBitCount, v.trailingZeroBitCount)
}
print(Int8.bitWidth, UInt16.bitWidth, Int32.bitWidth, Int.bitWidth, UInt64.bitWidth)
let x: UInt32 = 0x12345678
print(String(x.byteSwapped, radix: 16))
print(String(UInt16(0xABCD).byteSwapped, radix: 16))
print(Int16(0x0102).byteSwapped)
print(x.bigEndian == x.byteSwapped, x.littleEndian == x)
print(Int64(-1).nonzeroBitCount, Int32(-1).leadingZeroBitCount, Int(0).trailingZeroBitCount)
print(Int8(-128).trailingZeroBitCount, Int8(64).leadingZeroBitCount)
print(UInt8(0b1011) << 4, UInt8(0b1011_0000) >> 3, UInt8(200) << 1)
print(Int8(-64) >> 2, Int8(-1) >> 7, Int8(-128) >> 1)
print(~UInt8(0b1111_0000), ~0, ~Int8(5))
print(0b1100 & 0b1010, 0b1100 | 0b1010, 0b1100 ^ 0b1010)
print(1 << 10, 1024 >> 20, -8 >> 1, 5 << -1)
print(UInt8(1) &<< 9, Int32(1) &<< 33, UInt8(128) &>> 9)
var flags: UInt8 = 0
flags |= 1 << 3
flags |= 1 << 0
flags &= ~(1 << 0)
flags ^= 0b0110_0000
print(flags, String(flags, radix: 2))
print(UInt8.max.words.first!, Int8.min.magnitude, UInt64.max.nonzeroBitCount)

// expect: 0 0 8 8
// expect: 1 1 7 0
// expect: 160 2 0 5
// expect: 255 8 0 0
// expect: 24 2 3 3
// expect: 8 16 32 64 64
// expect: 78563412
// expect: cdab
// expect: 513
// expect: true true
// expect: 64 0 64
// expect: 7 1
// expect: 176 22 144
// expect: -16 -1 -64
// expect: 15 -1 -6
// expect: 8 14 6
// expect: 1024 0 -4 2
// expect: 2 2 64
// expect: 104 1101000
// expect: 255 128 64
