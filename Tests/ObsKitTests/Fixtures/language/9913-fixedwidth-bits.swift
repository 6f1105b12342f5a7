// Apple docs style (FixedWidthInteger): bit widths and bit counting
func bits<T: FixedWidthInteger>(_ v: T) -> String {
    let raw = String(v.magnitude, radix: 2)
    return String(repeating: "0", count: T.bitWidth - raw.count) + raw
}

print("bitWidth:", Int8.bitWidth, UInt16.bitWidth, Int32.bitWidth, Int64.bitWidth, Int.bitWidth)

let n: UInt8 = 0b0001_1000
print("n =", n, bits(n))
print("leadingZeroBitCount:", n.leadingZeroBitCount)
print("trailingZeroBitCount:", n.trailingZeroBitCount)
print("nonzeroBitCount:", n.nonzeroBitCount)

for v: UInt16 in [1, 255, 256, 0xFFFF, 0] {
    print("\(v): leading \(v.leadingZeroBitCount) trailing \(v.trailingZeroBitCount) popcount \(v.nonzeroBitCount)")
}

let word: UInt32 = 0x1234_ABCD
print("byteSwapped:", String(word.byteSwapped, radix: 16))
print("bigEndian == byteSwapped on little-endian:", word.bigEndian == word.byteSwapped)
print("littleEndian unchanged:", word.littleEndian == word)

let x: UInt8 = 0b1100_1010
let y: UInt8 = 0b1010_0110
print("x & y:", bits(x & y))
print("x | y:", bits(x | y))
print("x ^ y:", bits(x ^ y))
print("~x:", bits(~x))
print("x << 2:", bits(x << 2), "x >> 3:", bits(x >> 3))
print("masking shift &<< 9:", bits(x &<< 9))

let signed: Int8 = -8
print("Int8 -8 >> 1:", signed >> 1, "bitPattern:", UInt8(bitPattern: signed))
print("Int8 from bitPattern 0xF0:", Int8(bitPattern: 0xF0))

func isPowerOfTwo<T: FixedWidthInteger>(_ v: T) -> Bool { v > 0 && v.nonzeroBitCount == 1 }
print("powers of two:", (1...70).filter { isPowerOfTwo($0) })

func nextPowerOfTwo(_ v: UInt32) -> UInt32 {
    v <= 1 ? 1 : 1 << (32 - (v - 1).leadingZeroBitCount)
}
print("next power of two:", [1, 5, 16, 17, 1000].map { nextPowerOfTwo($0) })

var flags: UInt8 = 0
flags |= 1 << 3
flags |= 1 << 0
print("flags:", bits(flags), "bit 3 set:", flags & (1 << 3) != 0, "bit 2 set:", flags & (1 << 2) != 0)
flags &= ~(1 << 3)
print("cleared bit 3:", bits(flags))
print("UInt64 max popcount:", UInt64.max.nonzeroBitCount, "Int.min leading zeros:", Int.min.leadingZeroBitCount)
print("bit length of 1000:", Int.bitWidth - 1000.leadingZeroBitCount)
// expect: bitWidth: 8 16 32 64 64
// expect: n = 24 00011000
// expect: leadingZeroBitCount: 3
// expect: trailingZeroBitCount: 3
// expect: nonzeroBitCount: 2
// expect: 1: leading 15 trailing 0 popcount 1
// expect: 255: leading 8 trailing 0 popcount 8
// expect: 256: leading 7 trailing 8 popcount 1
// expect: 65535: leading 0 trailing 0 popcount 16
// expect: 0: leading 16 trailing 16 popcount 0
// expect: byteSwapped: cdab3412
// expect: bigEndian == byteSwapped on little-endian: true
// expect: littleEndian unchanged: true
// expect: x & y: 10000010
// expect: x | y: 11101110
// expect: x ^ y: 01101100
// expect: ~x: 00110101
// expect: x << 2: 00101000 x >> 3: 00011001
// expect: masking shift &<< 9: 10010100
// expect: Int8 -8 >> 1: -4 bitPattern: 248
// expect: Int8 from bitPattern 0xF0: -16
// expect: powers of two: [1, 2, 4, 8, 16, 32, 64]
// expect: next power of two: [1, 8, 16, 32, 1024]
// expect: flags: 00001001 bit 3 set: true bit 2 set: false
// expect: cleared bit 3: 00000001
// expect: UInt64 max popcount: 64 Int.min leading zeros: 0
// expect: bit length of 1000: 10
