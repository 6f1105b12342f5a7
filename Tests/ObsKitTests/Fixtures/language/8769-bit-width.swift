// Apple docs style (BinaryInteger.bitWidth, trailingZeroBitCount, words): counting bits
let samples: [Int] = [0, 1, 8, 12, 96, 1024, -1, -8]
for s in samples {
    print("\(s): bitWidth \(s.bitWidth) trailingZeros \(s.trailingZeroBitCount) nonzero \(s.nonzeroBitCount) leadingZeros \(s.leadingZeroBitCount)")
}

// bitWidth of each integer type (instance and static)
print(Int8(0).bitWidth, UInt16(0).bitWidth, Int32(0).bitWidth, UInt64(0).bitWidth, Int.bitWidth, UInt.bitWidth)

// trailingZeroBitCount gives the largest power of two dividing a number
for n in [48, 40, 7, 4096, 6] {
    let tz = n.trailingZeroBitCount
    print("\(n) = \(n >> tz) * 2^\(tz)")
}

// words: a machine-word view of the integer
print("Int(5).words.count:", 5.words.count)
print("Int8(-1).words.count:", Int8(-1).words.count)
print("UInt64.max words:", Array(UInt64.max.words))
print("Int(-2) words:", Array((-2).words))
print("UInt8(200) words:", Array(UInt8(200).words))

// Checking if a number is a power of two
func isPowerOfTwo(_ n: UInt) -> Bool { n != 0 && n.nonzeroBitCount == 1 }
print((0...20).map { UInt($0) }.filter(isPowerOfTwo))

// Bits needed to store a value
func bitsNeeded(_ n: UInt32) -> Int { n.bitWidth - n.leadingZeroBitCount }
for n: UInt32 in [0, 1, 2, 255, 256, 1_000_000] {
    print("\(n) needs \(bitsNeeded(n)) bits")
}

// Small types
let b: UInt8 = 0b0010_1000
print("UInt8 0b00101000: trailing \(b.trailingZeroBitCount) leading \(b.leadingZeroBitCount) popcount \(b.nonzeroBitCount)")
print("UInt16(0).trailingZeroBitCount:", UInt16(0).trailingZeroBitCount)

// expect: 0: bitWidth 64 trailingZeros 64 nonzero 0 leadingZeros 64
// expect: 1: bitWidth 64 trailingZeros 0 nonzero 1 leadingZeros 63
// expect: 8: bitWidth 64 trailingZeros 3 nonzero 1 leadingZeros 60
// expect: 12: bitWidth 64 trailingZeros 2 nonzero 2 leadingZeros 60
// expect: 96: bitWidth 64 trailingZeros 5 nonzero 2 leadingZeros 57
// expect: 1024: bitWidth 64 trailingZeros 10 nonzero 1 leadingZeros 53
// expect: -1: bitWidth 64 trailingZeros 0 nonzero 64 leadingZeros 0
// expect: -8: bitWidth 64 trailingZeros 3 nonzero 61 leadingZeros 0
// expect: 8 16 32 64 64 64
// expect: 48 = 3 * 2^4
// expect: 40 = 5 * 2^3
// expect: 7 = 7 * 2^0
// expect: 4096 = 1 * 2^12
// expect: 6 = 3 * 2^1
// expect: Int(5).words.count: 1
// expect: Int8(-1).words.count: 1
// expect: UInt64.max words: [18446744073709551615]
// expect: Int(-2) words: [18446744073709551614]
// expect: UInt8(200) words: [200]
// expect: [1, 2, 4, 8, 16]
// expect: 0 needs 0 bits
// expect: 1 needs 1 bits
// expect: 2 needs 2 bits
// expect: 255 needs 8 bits
// expect: 256 needs 9 bits
// expect: 1000000 needs 20 bits
// expect: UInt8 0b00101000: trailing 3 leading 2 popcount 2
// expect: UInt16(0).trailingZeroBitCount: 16
