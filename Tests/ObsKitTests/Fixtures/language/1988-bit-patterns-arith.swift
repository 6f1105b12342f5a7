// Compiler test style: integer bit patterns, two's complement arithmetic and radix formatting
func hex<T: FixedWidthInteger>(_ v: T) -> String {
    let raw = String(v.magnitude, radix: 16, uppercase: true)
    let width = T.bitWidth / 4
    let padded = String(repeating: "0", count: max(0, width - raw.count)) + raw
    return (v < 0 ? "-0x" : "0x") + padded
}
func bitsOf<T: FixedWidthInteger>(_ v: T) -> String {
    let u = UInt64(truncatingIfNeeded: v)
    var s = String(u, radix: 2)
    if s.count > T.bitWidth { s = String(s.suffix(T.bitWidth)) }
    return String(repeating: "0", count: T.bitWidth - s.count) + s
}

print(hex(UInt8(10)), hex(Int16(-300)), hex(UInt32(0xBEEF)), hex(Int64.max))
for v: Int8 in [0, 1, -1, 127, -128, -2] {
    print(v, bitsOf(v), UInt8(bitPattern: v))
}

let x: Int32 = -123456
print(~x + 1 == -x, x ^ x, x & -x, x | 0, bitsOf(x & 0xFF))

func popcount(_ v: UInt64) -> Int {
    var n = v, c = 0
    while n != 0 { n &= n - 1; c += 1 }
    return c
}
print([0, 1, 255, 0xF0F0, UInt64.max].map(popcount))
print(UInt64.max.nonzeroBitCount == popcount(.max))

func isPowerOfTwo(_ n: Int) -> Bool { n > 0 && n & (n - 1) == 0 }
print((0...17).filter(isPowerOfTwo))

func nextPow2(_ n: UInt32) -> UInt32 {
    var v = n &- 1
    v |= v >> 1; v |= v >> 2; v |= v >> 4; v |= v >> 8; v |= v >> 16
    return v &+ 1
}
print([1, 5, 16, 17, 1000].map { nextPow2($0) }, nextPow2(0))

var a = 0b1100, b = 0b1010
a ^= b; b ^= a; a ^= b
print("swapped:", a, b)

let packed: UInt32 = (UInt32(0x12) << 24) | (UInt32(0x34) << 16) | (UInt32(0x56) << 8) | 0x78
let bytes = (0..<4).map { UInt8(truncatingIfNeeded: packed >> (8 * (3 - $0))) }
print(hex(packed), bytes.map { hex($0) })
print(Int8(bitPattern: UInt8(truncatingIfNeeded: 0x1FF)), Int16(bitPattern: 0x8000) >> 15)
print(String(Int8.min, radix: 2), String(UInt8(bitPattern: Int8.min), radix: 2))
print(-7 >> 1, -7 / 2, 7 >> 1, -1 << 3, Int.min >> 63)

// expect: 0x0A -0x012C 0x0000BEEF 0x7FFFFFFFFFFFFFFF
// expect: 0 00000000 0
// expect: 1 00000001 1
// expect: -1 11111111 255
// expect: 127 01111111 127
// expect: -128 10000000 128
// expect: -2 11111110 254
// expect: true 0 64 -123456 00000000000000000000000011000000
// expect: [0, 1, 8, 8, 64]
// expect: true
// expect: [1, 2, 4, 8, 16]
// expect: [1, 8, 16, 32, 1024] 0
// expect: swapped: 10 12
// expect: 0x12345678 ["0x12", "0x34", "0x56", "0x78"]
// expect: -1 -1
// expect: -10000000 10000000
// expect: -4 -3 3 -8 -1
