// Swift compiler Interpreter test style: integer overflow operators and bit manipulation
let maxU8 = UInt8.max
print(maxU8 &+ 1, maxU8 &* 2, UInt8(0) &- 1)
let minI8 = Int8.min
print(minI8 &- 1, Int8.max &+ 1, minI8 &* -1)
print(Int32.max &+ Int32.max, Int16(300) &* 300)

let (partial, overflow) = UInt8(200).addingReportingOverflow(100)
print(partial, overflow)
let m = Int8(100).multipliedReportingOverflow(by: 2)
print(m.partialValue, m.overflow)

var hash: UInt32 = 2166136261
for byte in "hello".utf8 {
  hash ^= UInt32(byte)
  hash = hash &* 16777619
}
print("fnv1a:", hash)

let x: UInt8 = 0b1011_0010
print(x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount)
print(String(x, radix: 2), String(~x, radix: 2), String(x >> 3, radix: 2), String(x << 2, radix: 2))
print(x & 0x0F, x | 0x0F, x ^ 0xFF)

func bits(_ v: UInt16) -> String {
  let s = String(v, radix: 2)
  return String(repeating: "0", count: 16 - s.count) + s
}
let sample: UInt16 = 0x00F0
print(bits(sample), bits(sample.byteSwapped))

func rotl(_ v: UInt8, _ n: Int) -> UInt8 { (v << UInt8(n % 8)) | (v >> UInt8((8 - n % 8) % 8)) }
print(rotl(0b1000_0001, 1), rotl(0b1000_0001, 4), rotl(7, 8))

var flags: UInt = 0
for bit in [0, 3, 5] { flags |= 1 << bit }
print(flags, flags & (1 << 3) != 0, flags & (1 << 4) != 0)
flags &= ~(1 << 3)
print(flags)

let neg: Int8 = -16
print(neg >> 2, UInt8(bitPattern: neg), Int8(bitPattern: 0xF0), neg.magnitude)

func popcount(_ n: Int) -> Int {
  var n = n, c = 0
  while n != 0 { n &= n - 1; c += 1 }
  return c
}
print((0...8).map(popcount))
print(Int(truncatingIfNeeded: 0x1_0000_0001 as Int64) as Int, Int16(truncatingIfNeeded: 70000))
print(UInt8(clamping: 300), Int8(clamping: -1000), Int8(exactly: 200) as Any)
let big: Int = 1 << 62
print(big &* 4, big &* 2, Int.max &+ 1 == Int.min)
// expect: 0 254 255
// expect: 127 -128 -128
// expect: -2 24464
// expect: 44 true
// expect: -56 true
// expect: fnv1a: 1335831723
// expect: 4 0 1
// expect: 10110010 1001101 10110 11001000
// expect: 2 191 77
// expect: 0000000011110000 1111000000000000
// expect: 3 24 7
// expect: 41 true false
// expect: 33
// expect: -4 240 -16 16
// expect: [0, 1, 1, 2, 1, 2, 2, 3, 1]
// expect: 4294967297 4464
// expect: 255 -128 nil
// expect: 0 -9223372036854775808 true
