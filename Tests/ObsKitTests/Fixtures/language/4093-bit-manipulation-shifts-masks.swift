// Compiler test style: bit manipulation, shifts, masks and bit-counting properties
let x: UInt8 = 0b1011_0100
print(x, x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount)
print(~x, x & 0x0F, x | 0x0F, x ^ 0xFF)
print(x << 1, x >> 2, x << 8 as UInt8)
print(String(x, radix: 2), String(x, radix: 16), String(255, radix: 16, uppercase: true))
let neg: Int8 = -16
print(neg >> 2, neg << 1, UInt8(bitPattern: neg), Int8(bitPattern: 0xF0))
print(1 << 10, Int.bitWidth, UInt16.bitWidth)
print(Int("1010", radix: 2) as Any, Int("ff", radix: 16)!, Int("777", radix: 8)!, Int("zz", radix: 36)!)
func bits(_ v: UInt8) -> String {
  var s = ""
  for i in (0..<8).reversed() { s += (v >> i) & 1 == 1 ? "1" : "0" }
  return s
}
print(bits(5), bits(200))
var flags: UInt16 = 0
flags |= 1 << 3
flags |= 1 << 0
flags &= ~(1 << 0)
flags ^= 1 << 15
print(flags, String(flags, radix: 2))
print((flags & (1 << 3)) != 0, (flags & (1 << 4)) != 0)
func isPowerOfTwo(_ n: Int) -> Bool { n > 0 && n & (n - 1) == 0 }
print([1, 2, 3, 4, 6, 8, 1024, 1023].map(isPowerOfTwo))
print(UInt32(0x1234_5678).byteSwapped == 0x7856_3412, UInt16(0xABCD).byteSwapped)
let big: UInt64 = 1 << 63
print(big, big.leadingZeroBitCount, (big - 1).nonzeroBitCount)
print(Int.max >> 62, -1 >> 10, -9 / 4, -9 % 4, -9 >> 1)
struct Opts: OptionSet {
  let rawValue: Int
  static let a = Opts(rawValue: 1), b = Opts(rawValue: 2), c = Opts(rawValue: 4)
}
var o: Opts = [.a, .c]
print(o.rawValue, o.contains(.b), o.contains(.c))
o.insert(.b); o.remove(.a)
print(o.rawValue, o == [.b, .c])
// expect: 180 4 0 2
// expect: 75 4 191 75
// expect: 104 45 0
// expect: 10110100 b4 FF
// expect: -4 -32 240 -16
// expect: 1024 64 16
// expect: Optional(10) 255 511 1295
// expect: 00000101 11001000
// expect: 32776 1000000000001000
// expect: true false
// expect: [true, true, false, true, false, true, true, false]
// expect: true 52651
// expect: 9223372036854775808 0 63
// expect: 1 -1 -2 -1 -5
// expect: 5 false true
// expect: 6 true
