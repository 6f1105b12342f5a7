// Blog style (bit manipulation tricks): masks, rotations and bit reversal with FixedWidthInteger
func rotl<T: FixedWidthInteger & UnsignedInteger>(_ x: T, _ k: Int) -> T {
    let n = T.bitWidth
    let s = k % n
    return (x << s) | (x >> (n - s))
}
func reverseBits(_ x: UInt8) -> UInt8 {
    var r: UInt8 = 0
    var v = x
    for _ in 0..<8 {
        r = (r << 1) | (v & 1)
        v >>= 1
    }
    return r
}
print(rotl(UInt8(0b1000_0001), 1))
print(rotl(UInt32(0x8000_0001), 4))
print(String(rotl(UInt16(0xABCD), 8), radix: 16))
print(reverseBits(0b0000_0001), reverseBits(0b1100_0000), reverseBits(0xF0))
let lowMask: UInt32 = (1 << 12) - 1
print(lowMask, String(lowMask, radix: 16))
print(0x12345678 & lowMask)
print(UInt8.max ^ 0b1010_1010)
print(~UInt16(0), ~Int(0), ~5)
let x = 0b0110_1000
print(x & -x, x & (x - 1))
print(String(0xF0 ^ 0xFF, radix: 2))
// expect: 3
// expect: 24
// expect: cdab
// expect: 128 3 15
// expect: 4095 fff
// expect: 1656
// expect: 85
// expect: 65535 -1 -6
// expect: 8 96
// expect: 1111
