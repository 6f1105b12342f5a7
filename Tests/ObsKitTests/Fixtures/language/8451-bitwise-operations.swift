// Rosetta-style task: Bitwise operations, shifts, rotations, popcount and binary formatting
func binary<T: FixedWidthInteger>(_ value: T) -> String {
    let mask: UInt64 = T.bitWidth >= 64 ? ~0 : (1 << UInt64(T.bitWidth)) - 1
    let bits = String(UInt64(truncatingIfNeeded: value) & mask, radix: 2)
    return String(repeating: "0", count: max(0, T.bitWidth - bits.count)) + bits
}

extension UInt8 {
    func rotatedLeft(_ n: Int) -> UInt8 {
        let s = UInt8(n % 8)
        return (self << s) | (self >> ((8 - s) % 8))
    }
}

let a: UInt8 = 0b1010_1100
let b: UInt8 = 0b0110_0101
print("a       = \(binary(a)) (\(a))")
print("b       = \(binary(b)) (\(b))")
print("a & b   = \(binary(a & b))")
print("a | b   = \(binary(a | b))")
print("a ^ b   = \(binary(a ^ b))")
print("~a      = \(binary(~a))")
print("a << 2  = \(binary(a << 2)), a >> 3 = \(binary(a >> 3))")
print("rol(a,3)= \(binary(a.rotatedLeft(3)))")

let x: Int8 = -20
print("Int8 -20 = \(binary(x)), >> 2 = \(x >> 2), unsigned >> 2 = \(UInt8(bitPattern: x) >> 2)")
print("overflow: 250 &+ 10 as UInt8 = \(UInt8(250) &+ 10)")

for n in [1, 7, 255, 1024, 12345] {
    print("\(n): popcount \(n.nonzeroBitCount), trailing zeros \(n.trailingZeroBitCount), power of two \(n > 0 && n & (n - 1) == 0)")
}

// expect: a       = 10101100 (172)
// expect: b       = 01100101 (101)
// expect: a & b   = 00100100
// expect: a | b   = 11101101
// expect: a ^ b   = 11001001
// expect: ~a      = 01010011
// expect: a << 2  = 10110000, a >> 3 = 00010101
// expect: rol(a,3)= 01100101
// expect: Int8 -20 = 11101100, >> 2 = -5, unsigned >> 2 = 59
// expect: overflow: 250 &+ 10 as UInt8 = 4
// expect: 1: popcount 1, trailing zeros 0, power of two true
// expect: 7: popcount 3, trailing zeros 0, power of two false
// expect: 255: popcount 8, trailing zeros 0, power of two false
// expect: 1024: popcount 1, trailing zeros 10, power of two true
// expect: 12345: popcount 6, trailing zeros 0, power of two false
