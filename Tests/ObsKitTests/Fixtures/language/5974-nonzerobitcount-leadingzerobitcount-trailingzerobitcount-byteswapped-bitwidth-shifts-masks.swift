// Swift stdlib test style (numbers): nonzeroBitCount, leadingZeroBitCount, trailingZeroBitCount, byteSwapped, bitWidth, shifts and masks across integer widths
let values: [UInt8] = [0, 1, 2, 0b1010_0000, 0xFF, 0x0F]
for v in values {
    print(v, v.nonzeroBitCount, v.leadingZeroBitCount, v.trailingZeroBitCount)
}
print(Int(0).leadingZeroBitCount, Int(0).trailingZeroBitCount, Int(1).leadingZeroBitCount)
print((-1).nonzeroBitCount, Int32(-1).leadingZeroBitCount, Int16.min.trailingZeroBitCount)
print(UInt64(1 << 40).trailingZeroBitCount, UInt64.max.nonzeroBitCount)

print(String(UInt16(0x1234).byteSwapped, radix: 16))
print(String(UInt32(0x11223344).byteSwapped, radix: 16))
print(String(UInt64(0x0102030405060708).byteSwapped, radix: 16))
print(Int16(1).byteSwapped, UInt8(0xAB).byteSwapped)
print(UInt32(0xAABBCCDD).bigEndian == UInt32(0xAABBCCDD).byteSwapped)

print(Int8.bitWidth, Int.bitWidth, UInt16.bitWidth, Int32(5).bitWidth)

let x: UInt8 = 0b1011_0110
print(x >> 2, x << 1, x & 0x0F, x | 0x01, x ^ 0xFF, ~x)
print(-16 >> 2, -1 >> 10, 1 << 62, 1 << 64, 1 >> -1)
print(Int8(-128) >> 7, UInt8(255) >> 9, Int8(1) << 7)
print(x &>> 10, x &<< 9)

func bits(_ v: UInt8) -> String {
    (0..<8).reversed().map { (v >> UInt8($0)) & 1 == 1 ? "1" : "0" }.joined()
}
print(bits(x), bits(x.byteSwapped), bits(~x))

func reverseBits(_ v: UInt8) -> UInt8 {
    var result: UInt8 = 0
    var input = v
    for _ in 0..<8 {
        result = (result << 1) | (input & 1)
        input >>= 1
    }
    return result
}
print(bits(reverseBits(x)), reverseBits(1), reverseBits(0x80))

func isPowerOfTwo(_ n: Int) -> Bool { n > 0 && n.nonzeroBitCount == 1 }
print((0...17).filter(isPowerOfTwo))
print([1, 5, 8, 1000, 1024].map { Int.bitWidth - $0.leadingZeroBitCount })
var flags: UInt16 = 0
flags |= 1 << 3
flags |= 1 << 9
flags &= ~(1 << 3)
print(flags, flags.nonzeroBitCount, flags.trailingZeroBitCount)

// expect: 0 0 8 8
// expect: 1 1 7 0
// expect: 2 1 6 1
// expect: 160 2 0 5
// expect: 255 8 0 0
// expect: 15 4 4 0
// expect: 64 64 63
// expect: 64 0 15
// expect: 40 64
// expect: 3412
// expect: 44332211
// expect: 807060504030201
// expect: 256 171
// expect: true
// expect: 8 64 16 32
// expect: 45 108 6 183 73 73
// expect: -4 -1 4611686018427387904 0 2
// expect: -1 0 -128
// expect: 45 108
// expect: 10110110 10110110 01001001
// expect: 01101101 128 1
// expect: [1, 2, 4, 8, 16]
// expect: [1, 3, 4, 10, 11]
// expect: 512 1 9
