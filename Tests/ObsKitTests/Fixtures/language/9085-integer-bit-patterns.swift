// Compiler test style: integer bit manipulation — leading/trailing zero counts, nonzeroBitCount, bitPattern conversions, byte order, and shifts
let samples: [UInt8] = [0, 1, 2, 0x80, 0xFF, 0b0010_1000]
for v in samples {
    print(v, v.leadingZeroBitCount, v.trailingZeroBitCount, v.nonzeroBitCount, String(v, radix: 2))
}

print(Int.bitWidth, Int8.bitWidth, UInt16.bitWidth, Int64(1).leadingZeroBitCount, Int64(-1).leadingZeroBitCount)
print(Int32(-1).nonzeroBitCount, Int32.min.trailingZeroBitCount, Int16(-2).trailingZeroBitCount)

// bitPattern round trips between signed and unsigned.
let neg: Int8 = -1
print(UInt8(bitPattern: neg), Int8(bitPattern: 0x80), Int8(bitPattern: 0x7F))
print(UInt32(bitPattern: Int32.min), Int32(bitPattern: UInt32.max), Int(bitPattern: UInt.max))
print(UInt16(bitPattern: -12345), Int16(bitPattern: UInt16(bitPattern: -12345)))

// Byte order.
let word: UInt32 = 0x1122_3344
print(String(word.byteSwapped, radix: 16), String(word.bigEndian == word ? 1 : 0), UInt32(littleEndian: word) == word)
print(String(UInt16(0xABCD).byteSwapped, radix: 16))

// Manual rotation and bit extraction.
func rotl(_ x: UInt8, _ n: Int) -> UInt8 { (x << n) | (x >> (8 - n)) }
print(String(rotl(0b1000_0001, 1), radix: 2), String(rotl(0b1100_0000, 3), radix: 2))
func bits<T: FixedWidthInteger>(_ x: T) -> [Int] {
    (0..<T.bitWidth).filter { (x >> $0) & 1 == 1 }
}
print(bits(UInt16(0b1010_0000_0000_0101)), bits(Int8(-128)), bits(Int8(-1)).count)

// Smart shifts: over-shifting and negative shift amounts.
let x: Int8 = 0b0101_0101
print(x << 1, x << 8, x >> 9, x << -1, Int8(-64) >> 10, UInt8(255) >> 8)

// Bitwise operators and masks.
let flags: UInt8 = 0b1011_0110
print(flags & 0x0F, flags | 0x01, flags ^ 0xFF, ~flags, String(~flags, radix: 2))
print(String(flags & ~0b0000_0110, radix: 2))

// Power-of-two tests and next power of two via leading zeros.
func isPow2(_ n: UInt) -> Bool { n != 0 && n & (n - 1) == 0 }
func nextPow2(_ n: UInt32) -> UInt32 { n <= 1 ? 1 : 1 << (32 - (n - 1).leadingZeroBitCount) }
print([0, 1, 2, 3, 64, 96].map { isPow2(UInt($0)) })
print([1, 2, 3, 5, 17, 1000, 1024].map { nextPow2(UInt32($0)) })

// Hex and binary literals, and String(radix:uppercase:).
print(0xFF, 0o17, 0b1111, String(255, radix: 16, uppercase: true), String(-255, radix: 16), String(35, radix: 36))
print(Int("ff", radix: 16)!, Int("-101", radix: 2)!, Int("z", radix: 36)!, Int("8", radix: 8) as Any, UInt8("256") as Any)

// expect: 0 8 8 0 0
// expect: 1 7 0 1 1
// expect: 2 6 1 1 10
// expect: 128 0 7 1 10000000
// expect: 255 0 0 8 11111111
// expect: 40 2 3 2 101000
// expect: 64 8 16 63 0
// expect: 32 31 1
// expect: 255 -128 127
// expect: 2147483648 -1 -1
// expect: 53191 -12345
// expect: 44332211 0 true
// expect: cdab
// expect: 11 110
// expect: [0, 2, 13, 15] [7] 8
// expect: -86 0 0 42 -1 0
// expect: 6 183 73 73 1001001
// expect: 10110000
// expect: [false, true, true, false, true, false]
// expect: [1, 2, 4, 8, 32, 1024, 1024]
// expect: 255 15 15 FF -ff z
// expect: 255 -5 35 nil nil
