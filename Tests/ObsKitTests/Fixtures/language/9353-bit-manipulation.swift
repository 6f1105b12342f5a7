// bit manipulation: bit counts, masks, shifts (masking and smart), rotations, byte order
// expected output: swiftc 6.3.1 (Linux), run on this machine
let v: UInt8 = 0b1011_0010
print(v, v.nonzeroBitCount, v.leadingZeroBitCount, v.trailingZeroBitCount)
print(String(v, radix: 2), String(~v, radix: 2), String(v >> 3, radix: 2), String(v << 2, radix: 2))
let w: UInt32 = 0x1234_5678
print(String(w.byteSwapped, radix: 16), String(w.bigEndian == w ? 0 : 1), w.bitWidth)

func bits<T: FixedWidthInteger>(_ x: T) -> String {
    var s = String(x, radix: 2)
    if T.isSigned && x < 0 { s = String(UInt64(truncatingIfNeeded: x) & ((1 << T.bitWidth) - 1), radix: 2) }
    return String(repeating: "0", count: T.bitWidth - s.count) + s
}
print(bits(UInt8(5)), bits(Int8(-5)), bits(Int16(-1)))

let n: Int8 = -16
print(n >> 2, n >> 10, n << 3, n &<< 3, n &>> 9, Int8(1) << 7)
print(UInt8(255) >> 8, UInt8(255) &>> 8, UInt8(1) << 8, 1 << -1, 8 >> -2)

func rotl(_ x: UInt8, _ k: Int) -> UInt8 { (x << k) | (x >> (8 - k)) }
func rotr(_ x: UInt8, _ k: Int) -> UInt8 { (x >> k) | (x << (8 - k)) }
print(String(rotl(0b1000_0001, 1), radix: 2), String(rotr(0b1000_0001, 1), radix: 2), rotl(rotr(77, 3), 3))

struct Permissions {
    var raw: UInt16
    static let read: UInt16 = 1 << 2, write: UInt16 = 1 << 1, exec: UInt16 = 1
    func has(_ mask: UInt16, shift: Int) -> Bool { raw >> shift & mask != 0 }
    var text: String {
        [6, 3, 0].map { sh in
            (has(Permissions.read, shift: sh) ? "r" : "-") +
            (has(Permissions.write, shift: sh) ? "w" : "-") +
            (has(Permissions.exec, shift: sh) ? "x" : "-")
        }.joined()
    }
}
print(Permissions(raw: 0o755).text, Permissions(raw: 0o640).text, Permissions(raw: 0o017).text)

var flags: UInt32 = 0
flags |= 1 << 3
flags |= 1 << 7
flags ^= 1 << 3
flags |= 0b101
flags &= ~UInt32(1)
print(flags, String(flags, radix: 2))

func isPowerOfTwo(_ x: Int) -> Bool { x > 0 && x & (x - 1) == 0 }
print((0...17).filter(isPowerOfTwo))
func nextPow2(_ x: UInt32) -> UInt32 { x <= 1 ? 1 : 1 << (32 - (x - 1).leadingZeroBitCount) }
print([1, 3, 5, 16, 17, 1000].map { nextPow2(UInt32($0)) })
let lowestSet = 0b1011000 & -0b1011000
print(lowestSet, (0b1011000).trailingZeroBitCount)
var pop = 0, m = 0xDEADBEEF
while m != 0 { m &= m - 1; pop += 1 }
print(pop, 0xDEADBEEF.nonzeroBitCount)
let packed = UInt32(0x12) << 24 | UInt32(0x34) << 16 | UInt32(0x56) << 8 | 0x78
print(String(packed, radix: 16), (packed >> 16) & 0xFF, UInt8(truncatingIfNeeded: packed))
print(Int.max.leadingZeroBitCount, Int.min.trailingZeroBitCount, (-1).nonzeroBitCount, UInt64.max.words.count)

// expect: 178 4 0 1
// expect: 10110010 1001101 10110 11001000
// expect: 78563412 1 32
// expect: 00000101 11111011 1111111111111111
// expect: -4 -1 -128 -128 -8 -128
// expect: 0 255 0 0 32
// expect: 11 11000000 77
// expect: rwxr-xr-x rw-r----- -----xrwx
// expect: 132 10000100
// expect: [1, 2, 4, 8, 16]
// expect: [1, 4, 8, 16, 32, 1024]
// expect: 8 3
// expect: 24 24
// expect: 12345678 52 120
// expect: 1 63 64 1
