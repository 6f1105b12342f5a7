// bit-patterns-small-ints
// expected output: swiftc 6.3.1 (Linux), run on this machine
print(Int8(bitPattern: 200), UInt8(bitPattern: -1), UInt16(bitPattern: Int16.min), Int32(bitPattern: 0xFFFF_FFFF))
print(Int(bitPattern: UInt.max), UInt64(bitPattern: -2), Int16(bitPattern: 0x8001))

func bin<T: BinaryInteger>(_ v: T, width: Int) -> String {
    let s = String(v, radix: 2)
    return String(repeating: "0", count: max(0, width - s.count)) + s
}
print(bin(UInt8(5), width: 8), bin(UInt8(bitPattern: -5), width: 8), bin(UInt16(0xABCD), width: 16))
print(String(-42, radix: 16), String(255, radix: 16, uppercase: true), String(Int8(-1), radix: 2), String(35, radix: 36))

let v: UInt16 = 0b0000_1111_0000_0001
print(v.nonzeroBitCount, v.leadingZeroBitCount, v.trailingZeroBitCount, v.byteSwapped, String(v.byteSwapped, radix: 16))
print(UInt8(0).leadingZeroBitCount, Int8(-1).nonzeroBitCount, Int64(1).leadingZeroBitCount, UInt32(0).trailingZeroBitCount)
print(Int8.bitWidth, UInt16.bitWidth, Int.bitWidth, (Int16(-1) as Int16).magnitude, type(of: Int8(-3).magnitude))

let a: UInt8 = 0b1100_1010, b: UInt8 = 0b1010_0110
print(a & b, a | b, a ^ b, ~a, bin(~a, width: 8))
print(Int8(bitPattern: ~UInt8(0)), ~Int8(0), ~Int(5))

print(Int8(100) + Int8(27), Int8(-7) / 2, Int8(-7) % 2, UInt16(60000) / 7, UInt16(60000) % 7)
let parts: [UInt8] = [0x12, 0x34, 0x56, 0x78]
let packed = parts.reduce(UInt32(0)) { ($0 << 8) | UInt32($1) }
print(packed, String(packed, radix: 16))
let unpacked = (0..<4).map { UInt8(truncatingIfNeeded: packed >> (24 - 8 * $0)) }
print(unpacked == parts, unpacked.map { String($0, radix: 16) })

func rotl(_ x: UInt8, _ n: Int) -> UInt8 { (x << UInt8(n % 8)) | (x >> UInt8((8 - n % 8) % 8)) }
print(rotl(0b1000_0001, 1), rotl(0b1000_0001, 4), rotl(0b1000_0001, 8))

let one = 1.0
print(String(one.bitPattern, radix: 16), String((-2.0).bitPattern, radix: 16), String(Float(0.5).bitPattern, radix: 16))
print(Double(bitPattern: 0x4009_21FB_5444_2D18), Float(bitPattern: 0x3F80_0000), Double(bitPattern: 0x7FF0_0000_0000_0000))
let d = -6.5
print(d.sign, d.exponent, d.significand, d.exponentBitPattern, d.significandBitPattern)
print(Double(sign: .plus, exponent: 3, significand: 1.5), Float(sign: .minus, exponent: -1, significand: 1))
print(0.0.bitPattern == (-0.0).bitPattern, 0.0 == -0.0, Double.nan.bitPattern == Double.nan.bitPattern)

var flags: UInt8 = 0
let read: UInt8 = 1 << 0, write: UInt8 = 1 << 1, exec: UInt8 = 1 << 2
flags |= read | exec
print(flags & write != 0, flags & exec != 0, bin(flags, width: 3))
flags &= ~read
flags ^= write
print(bin(flags, width: 3), flags)

struct Perm: OptionSet, CustomStringConvertible {
    let rawValue: UInt8
    static let read = Perm(rawValue: 1), write = Perm(rawValue: 2), exec = Perm(rawValue: 4)
    static let all: Perm = [.read, .write, .exec]
    var description: String { (contains(.read) ? "r" : "-") + (contains(.write) ? "w" : "-") + (contains(.exec) ? "x" : "-") }
}
var p: Perm = [.read]
p.insert(.exec)
print(p, Perm.all, p.symmetricDifference(.all), p.isSubset(of: .all), p.rawValue)
print(p.remove(.read) as Any, p, p.remove(.write) as Any)

// expect: -56 255 32768 -1
// expect: -1 18446744073709551614 -32767
// expect: 00000101 11111011 1010101111001101
// expect: -2a FF -1 z
// expect: 5 4 0 271 10f
// expect: 8 8 63 32
// expect: 8 16 64 1 UInt8
// expect: 130 238 108 53 00110101
// expect: -1 -1 -6
// expect: 127 -3 -1 8571 3
// expect: 305419896 12345678
// expect: true ["12", "34", "56", "78"]
// expect: 3 24 129
// expect: 3ff0000000000000 c000000000000000 3f000000
// expect: 3.141592653589793 1.0 inf
// expect: minus 2 1.625 1025 2814749767106560
// expect: 12.0 -0.5
// expect: false true true
// expect: false true 101
// expect: 110 6
// expect: r-x rwx -w- true 5
// expect: Optional(r--) --x nil
