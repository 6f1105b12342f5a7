// Apple docs style (FixedWidthInteger: leadingZeroBitCount, nonzeroBitCount, byteSwapped): bit-level integer work
let x: Int8 = 0b0001_1111
print(x.leadingZeroBitCount, x.trailingZeroBitCount, x.nonzeroBitCount)

let n: UInt8 = 0b1010_0000
print(n.leadingZeroBitCount, n.trailingZeroBitCount, n.nonzeroBitCount)
print(UInt8.bitWidth, Int32.bitWidth, UInt16.max, Int8.min)

// Bitwise operators
let a: UInt8 = 0b1100_1010
let b: UInt8 = 0b1010_0110
func bits(_ v: UInt8) -> String {
    let s = String(v, radix: 2)
    return String(repeating: "0", count: 8 - s.count) + s
}
print(bits(a & b), bits(a | b), bits(a ^ b), bits(~a))
print(bits(a << 2), bits(a >> 3), bits(a &<< 9))

// Signed shifts keep the sign bit
let neg: Int8 = -16
print(neg >> 2, neg << 1, Int8(bitPattern: 0b1111_0000))

// byteSwapped and endianness
let value: UInt32 = 0x1234_5678
print(String(value.byteSwapped, radix: 16))
print(String(UInt16(0xABCD).byteSwapped, radix: 16, uppercase: true))
print(value.bigEndian == value.byteSwapped)

// Flags packed into an integer
struct Permissions {
    var raw: UInt8 = 0
    static let read: UInt8 = 1 << 0
    static let write: UInt8 = 1 << 1
    static let exec: UInt8 = 1 << 2
    mutating func grant(_ flag: UInt8) { raw |= flag }
    mutating func revoke(_ flag: UInt8) { raw &= ~flag }
    func has(_ flag: UInt8) -> Bool { raw & flag != 0 }
    var summary: String {
        (has(Permissions.read) ? "r" : "-") + (has(Permissions.write) ? "w" : "-") + (has(Permissions.exec) ? "x" : "-")
    }
}
var p = Permissions()
p.grant(Permissions.read | Permissions.exec)
print(p.summary, p.raw)
p.grant(Permissions.write)
p.revoke(Permissions.exec)
print(p.summary, p.raw)

// Power-of-two checks and next power of two
func isPowerOfTwo(_ v: UInt) -> Bool { v != 0 && v & (v - 1) == 0 }
func nextPowerOfTwo(_ v: UInt) -> UInt {
    v <= 1 ? 1 : 1 << (UInt.bitWidth - (v - 1).leadingZeroBitCount)
}
print([1, 6, 8, 12, 64].map { isPowerOfTwo($0) })
print([1, 5, 8, 9, 100].map { nextPowerOfTwo($0) })

// Counting set bits in a range of numbers
let popcounts = (0...8).map { $0.nonzeroBitCount }
print(popcounts, popcounts.reduce(0, +))
print(Int.max.nonzeroBitCount, (-1 as Int).nonzeroBitCount, UInt64(1).leadingZeroBitCount)

// expect: 3 0 5
// expect: 0 5 2
// expect: 8 32 65535 -128
// expect: 10000010 11101110 01101100 00110101
// expect: 00101000 00011001 10010100
// expect: -4 -32 -16
// expect: 78563412
// expect: CDAB
// expect: true
// expect: r-x 5
// expect: rw- 3
// expect: [true, false, true, false, true]
// expect: [1, 8, 8, 16, 128]
// expect: [0, 1, 1, 2, 1, 2, 2, 3, 1] 13
// expect: 63 64 63
