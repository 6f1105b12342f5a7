// Bit manipulation: shifts (smart and masking), popcount, leading/trailing zeros, byte swapping and bit tricks (expected output from swiftc 6.3.1 on Linux)
let x: UInt8 = 0b1011_0100
print(x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount)
print(String(x, radix: 2), String(~x, radix: 2), String(x >> 3, radix: 2), String(x << 3, radix: 2))
print(x >> 9, x << 9, x &>> 9, x &<< 9)
let neg: Int8 = -64
print(neg >> 2, neg >> 10, neg << 1, neg &<< 2)
print(1 >> -1, 8 << -2)

func bits<T: FixedWidthInteger>(_ v: T) -> String {
    let s = String(v.magnitude, radix: 2)
    return String(repeating: "0", count: T.bitWidth - s.count) + s
}
print(bits(UInt16(0xBEEF)), bits(Int8(5)))
print(String(UInt32(0x12345678).byteSwapped, radix: 16), UInt16(0x00FF).bigEndian == UInt16(0xFF00) ? "little" : "big")

func isPowerOfTwo(_ n: Int) -> Bool { n > 0 && n & (n - 1) == 0 }
print((0...17).filter(isPowerOfTwo))
func lowestSet(_ n: Int) -> Int { n & -n }
print([12, 40, 7, 96].map(lowestSet))
func nextPow2(_ n: UInt32) -> UInt32 { n <= 1 ? 1 : 1 << (32 - (n - 1).leadingZeroBitCount) }
print([0, 1, 3, 8, 9, 1000].map { nextPow2(UInt32($0)) })

func reverseBits(_ v: UInt8) -> UInt8 {
    var r: UInt8 = 0
    var v = v
    for _ in 0..<8 { r = (r << 1) | (v & 1); v >>= 1 }
    return r
}
print(reverseBits(0b0000_0001), reverseBits(0b1100_1010))

struct BitSet64 {
    private(set) var word: UInt64 = 0
    mutating func insert(_ i: Int) { word |= 1 << UInt64(i) }
    mutating func remove(_ i: Int) { word &= ~(1 << UInt64(i)) }
    func contains(_ i: Int) -> Bool { word & (1 << UInt64(i)) != 0 }
    var members: [Int] { (0..<64).filter(contains) }
}
var bs = BitSet64()
for i in [0, 5, 63, 17, 5] { bs.insert(i) }
bs.remove(17)
print(bs.members, bs.word.nonzeroBitCount, String(bs.word, radix: 16))

var a = 0b1010, b = 0b0110
a ^= b; b ^= a; a ^= b
print(a, b)
let rgb: UInt32 = 0x3366CC
print((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF)
let packed = (UInt32(10) << 24) | (UInt32(200) << 16) | (UInt32(3) << 8) | 77
print(String(packed, radix: 16, uppercase: true), packed.trailingZeroBitCount)
let gray = (0..<8).map { $0 ^ ($0 >> 1) }
print(gray, gray.map { String($0, radix: 2) })
print(Int8(bitPattern: 0b1111_1111), UInt16(bitPattern: Int16.min), Int.bitWidth, UInt8.bitWidth)
print((~0 as Int), ~UInt64(0) == UInt64.max, 0x7F & ~0x0F, -1 & 0xFF)

// expect: 4 0 2
// expect: 10110100 1001011 10110 10100000
// expect: 0 0 90 104
// expect: -16 -1 -128 0
// expect: 2 2
// expect: 1011111011101111 00000101
// expect: 78563412 little
// expect: [1, 2, 4, 8, 16]
// expect: [4, 8, 1, 32]
// expect: [1, 1, 4, 8, 16, 1024]
// expect: 128 83
// expect: [0, 5, 63] 3 8000000000000021
// expect: 6 10
// expect: 51 102 204
// expect: AC8034D 0
// expect: [0, 1, 3, 2, 6, 7, 5, 4] ["0", "1", "11", "10", "110", "111", "101", "100"]
// expect: -1 32768 64 8
// expect: -1 true 112 255
