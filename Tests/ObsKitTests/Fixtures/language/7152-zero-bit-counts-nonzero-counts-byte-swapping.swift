// Standard library API style (integer bits): zero-bit counts, nonzero counts, byte swapping and endian views across widths
let values: [UInt16] = [0, 1, 0x8000, 0x00F0, 0xFFFF, 0x1234]
for v in values {
    print("UInt16", v, "lz:", v.leadingZeroBitCount, "tz:", v.trailingZeroBitCount, "pop:", v.nonzeroBitCount)
}
let signed: [Int8] = [0, -1, 1, Int8.min, Int8.max, -64]
for s in signed {
    print("Int8", s, "lz:", s.leadingZeroBitCount, "tz:", s.trailingZeroBitCount, "pop:", s.nonzeroBitCount)
}
let x: UInt32 = 0x11223344
print("byteSwapped:", String(x.byteSwapped, radix: 16))
print("bigEndian:", String(x.bigEndian, radix: 16))
print("littleEndian:", String(x.littleEndian, radix: 16))
print("init(bigEndian:):", String(UInt32(bigEndian: 0x44332211), radix: 16))
print("init(littleEndian:):", String(UInt32(littleEndian: 0x44332211), radix: 16))
let y: Int16 = -2
print("Int16 -2 byteSwapped:", y.byteSwapped)
print("UInt8 byteSwapped:", UInt8(0xAB).byteSwapped)
let z: UInt64 = 0x0102030405060708
print("UInt64 swapped:", String(z.byteSwapped, radix: 16))
print("bitWidth:", UInt8.bitWidth, Int16.bitWidth, UInt32.bitWidth, Int.bitWidth)
print("instance bitWidth:", Int8(3).bitWidth, UInt64(3).bitWidth)
print("words:", Array(UInt8(200).words), Array(Int8(-1).words))
print("not:", ~UInt8(0b1010_0101), ~Int8(5))
print("and or xor:", UInt8(0b1100) & 0b1010, UInt8(0b1100) | 0b1010, UInt8(0b1100) ^ 0b1010)
var flags: UInt8 = 0
flags |= 1 << 3
flags |= 1 << 0
print("flags:", flags, String(flags, radix: 2))
flags &= ~(1 << 3)
print("cleared:", flags)
flags ^= 0xFF
print("toggled:", flags, String(flags, radix: 2))
let mask = UInt32.max >> 20
print("mask:", mask, mask.nonzeroBitCount)
print("isPowerOfTwo:", [1, 2, 3, 64, 96, 1024].map { $0.nonzeroBitCount == 1 })
print("log2 floor:", [1, 2, 3, 64, 100].map { Int.bitWidth - 1 - $0.leadingZeroBitCount })

// expect: UInt16 0 lz: 16 tz: 16 pop: 0
// expect: UInt16 1 lz: 15 tz: 0 pop: 1
// expect: UInt16 32768 lz: 0 tz: 15 pop: 1
// expect: UInt16 240 lz: 8 tz: 4 pop: 4
// expect: UInt16 65535 lz: 0 tz: 0 pop: 16
// expect: UInt16 4660 lz: 3 tz: 2 pop: 5
// expect: Int8 0 lz: 8 tz: 8 pop: 0
// expect: Int8 -1 lz: 0 tz: 0 pop: 8
// expect: Int8 1 lz: 7 tz: 0 pop: 1
// expect: Int8 -128 lz: 0 tz: 7 pop: 1
// expect: Int8 127 lz: 1 tz: 0 pop: 7
// expect: Int8 -64 lz: 0 tz: 6 pop: 2
// expect: byteSwapped: 44332211
// expect: bigEndian: 44332211
// expect: littleEndian: 11223344
// expect: init(bigEndian:): 11223344
// expect: init(littleEndian:): 44332211
// expect: Int16 -2 byteSwapped: -257
// expect: UInt8 byteSwapped: 171
// expect: UInt64 swapped: 807060504030201
// expect: bitWidth: 8 16 32 64
// expect: instance bitWidth: 8 64
// expect: words: [200] [18446744073709551615]
// expect: not: 90 -6
// expect: and or xor: 8 14 6
// expect: flags: 9 1001
// expect: cleared: 1
// expect: toggled: 254 11111110
// expect: mask: 4095 12
// expect: isPowerOfTwo: [true, true, false, true, false, true]
// expect: log2 floor: [0, 1, 1, 6, 6]
