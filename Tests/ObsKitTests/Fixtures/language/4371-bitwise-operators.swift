// Compiler test style: bitwise AND, OR, XOR and NOT on sized integer types with binary formatting

func bin<T: FixedWidthInteger>(_ x: T) -> String {
  let s = String(x, radix: 2)
  let width = T.bitWidth
  return String(repeating: "0", count: max(0, width - s.count)) + s
}

func ubin(_ x: Int8) -> String {
  return bin(UInt8(bitPattern: x))
}

let a: UInt8 = 0b1100_1010
let b: UInt8 = 0b1010_0110
print(bin(a & b))
print(bin(a | b))
print(bin(a ^ b))
print(bin(~a))
print(bin(~b & a))
print(bin(a & ~b | b & ~a))
print(a ^ b == (a | b) & ~(a & b))

let m: Int8 = -86
print(ubin(m))
print(ubin(~m), ~m)
print(m & 0x0F, m | 0x0F)
print(ubin(m ^ -1))

let w: UInt16 = 0xBEEF
print(String(w, radix: 16))
print(String(w & 0xFF00, radix: 16), String(w & 0x00FF, radix: 16))
print(String(~w, radix: 16))
print(String(w ^ 0xFFFF, radix: 16, uppercase: true))

let big: UInt32 = 0xDEAD_BEEF
print(String(big, radix: 16))
print((big >> 16) & 0xFFFF, big & 0xFFFF)
print(big.nonzeroBitCount, big.leadingZeroBitCount, big.trailingZeroBitCount)
print(UInt32(1).leadingZeroBitCount, UInt8(0).trailingZeroBitCount)

func isPowerOfTwo<T: FixedWidthInteger>(_ x: T) -> Bool {
  return x > 0 && (x & (x - 1)) == 0
}
print([1, 2, 3, 4, 6, 8, 64, 100, 128].map(isPowerOfTwo))

func lowestSetBit(_ x: Int) -> Int {
  return x & -x
}
print([12, 7, 40, 96, 1].map(lowestSetBit))

var flags: UInt8 = 0
let read: UInt8 = 1 << 0
let write: UInt8 = 1 << 1
let exec: UInt8 = 1 << 2
flags |= read
flags |= exec
print(bin(flags))
print(flags & write != 0, flags & exec != 0)
flags &= ~read
print(bin(flags))
flags ^= write | exec
print(bin(flags))

var x = 0b1011
var y = 0b0110
x ^= y
y ^= x
x ^= y
print(x, y)

let parity = [UInt8(0b1011), 0b1111, 0b0001].map { v -> Int in
  var p: UInt8 = 0
  var t = v
  while t != 0 {
    p ^= t & 1
    t >>= 1
  }
  return Int(p)
}
print(parity)
print(Int8.max & Int8.min, Int8.max | Int8.min, Int8.max ^ Int8.min)
print(UInt64.max ^ UInt64.max, ~UInt64(0) == UInt64.max)

// expect: 10000010
// expect: 11101110
// expect: 01101100
// expect: 00110101
// expect: 01001000
// expect: 01101100
// expect: true
// expect: 10101010
// expect: 01010101 85
// expect: 10 -81
// expect: 01010101
// expect: beef
// expect: be00 ef
// expect: 4110
// expect: 4110
// expect: deadbeef
// expect: 57005 48879
// expect: 24 0 0
// expect: 31 8
// expect: [true, true, false, true, false, true, true, false, true]
// expect: [4, 1, 8, 32, 1]
// expect: 00000101
// expect: false true
// expect: 00000100
// expect: 00000010
// expect: 6 11
// expect: [1, 0, 1]
// expect: 0 -1 -1
// expect: 0 true
