// Compiler test style (stdlib): bitWidth/leadingZeroBitCount/trailingZeroBitCount/nonzeroBitCount/byteSwapped/bigEndian/bit ops
let flags: UInt8 = 0b0010_1100
print(flags.bitWidth, flags.leadingZeroBitCount, flags.trailingZeroBitCount, flags.nonzeroBitCount)
print(UInt8(0).leadingZeroBitCount, UInt8(0).trailingZeroBitCount, UInt8.max.nonzeroBitCount)
print(Int.bitWidth, Int8.bitWidth, UInt16.bitWidth, Int64.bitWidth)
print((-1 as Int8).nonzeroBitCount, (-1 as Int8).leadingZeroBitCount, Int8.min.trailingZeroBitCount)
print(Int(1).leadingZeroBitCount, Int(1 << 40).trailingZeroBitCount, (1 as UInt64).leadingZeroBitCount)

let word: UInt32 = 0x1234_5678
print(String(word.byteSwapped, radix: 16), String(UInt16(0xABCD).byteSwapped, radix: 16, uppercase: true))
print(word.bigEndian == word.byteSwapped, word.littleEndian == word)
print(UInt32(bigEndian: 0x0100_0000), Int16(littleEndian: 5))

print(String(~flags, radix: 2), flags & 0b1111, flags | 0b1, flags ^ 0xFF)
print(flags << 2, flags >> 3, ~0, ~Int8(5))

var permissions: UInt8 = 0
let read: UInt8 = 1 << 2, write: UInt8 = 1 << 1, execute: UInt8 = 1
permissions |= read | execute
print(permissions, permissions & write != 0, permissions & read != 0)
permissions &= ~execute
permissions ^= write
print(String(permissions, radix: 2), permissions.nonzeroBitCount)

func highestBit(_ value: UInt32) -> Int {
    value == 0 ? -1 : value.bitWidth - 1 - value.leadingZeroBitCount
}
print([0, 1, 2, 255, 256, 0x8000_0000].map { highestBit(UInt32($0)) })

let isPowerOfTwo = { (n: Int) -> Bool in n > 0 && n.nonzeroBitCount == 1 }
print((0...9).filter(isPowerOfTwo), isPowerOfTwo(1024), isPowerOfTwo(1023))

print(Int16(-2).words.count, UInt8(5).words.first!, Int64(-1).magnitude == UInt64.max)
print(UInt8.zero, Int.zero, UInt64.min, Int8(-3).trailingZeroBitCount)

// expect: 8 2 2 3
// expect: 8 8 8
// expect: 64 8 16 64
// expect: 8 0 7
// expect: 63 40 63
// expect: 78563412 CDAB
// expect: true true
// expect: 1 5
// expect: 11010011 12 45 211
// expect: 176 5 -1 -6
// expect: 5 false true
// expect: 110 2
// expect: [-1, 0, 1, 7, 8, 31]
// expect: [1, 2, 4, 8] true false
// expect: 1 5 false
// expect: 0 0 0 0
