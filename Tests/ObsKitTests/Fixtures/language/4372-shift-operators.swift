// Compiler test style: smart shifts and masking shifts (<<, >>, &<<, &>>) on signed and unsigned integers

let one: UInt8 = 1
print((0..<8).map { one << $0 })
print(one << 8)
print(one << 100)
print(UInt8(0x80) >> 7)
print(UInt8(0x80) >> 8)
print(UInt8(0xF0) << -2)
print(UInt8(0x0F) >> -2)

let neg: Int8 = -64
print(neg >> 1)
print(neg >> 3)
print(neg >> 10)
print(neg << 1)
print(neg << 2)
print(Int8(1) << 7)
print(Int8(-1) >> 100)

print(one &<< 8)
print(one &<< 9)
print(UInt8(0x80) &>> 15)
print(Int16(1) &<< 17)
print(Int32(-8) &>> 33)

let x: UInt32 = 0x1234_5678
print(String(x << 4, radix: 16))
print(String(x >> 12, radix: 16))
print(String(x &<< 36, radix: 16))

func rotl(_ v: UInt8, _ n: Int) -> UInt8 {
  let k = n & 7
  return (v << k) | (v >> (8 - k))
}

func rotr(_ v: UInt16, _ n: Int) -> UInt16 {
  let k = n & 15
  return (v >> k) | (v << (16 - k))
}

print((0...8).map { rotl(0b1000_0001, $0) })
print(String(rotr(0x1234, 4), radix: 16), String(rotr(0x1234, 8), radix: 16), String(rotr(0x1234, 16), radix: 16))

func packRGB(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
  return UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
}

func unpackRGB(_ c: UInt32) -> (UInt8, UInt8, UInt8) {
  return (UInt8(c >> 16 & 0xFF), UInt8(c >> 8 & 0xFF), UInt8(c & 0xFF))
}

let color = packRGB(0x12, 0xAB, 0xEF)
print(String(color, radix: 16))
let (r, g, bl) = unpackRGB(color)
print(r, g, bl)
print(unpackRGB(0xFF00FF) == (255, 0, 255))

var v: UInt16 = 1
v <<= 15
print(v)
v >>= 3
print(v)
var s: Int = -1024
s >>= 4
print(s)
s <<= 2
print(s)
s &<<= 1
print(s)

func bits<T: FixedWidthInteger>(_ x: T) -> [Int] {
  return (0..<T.bitWidth).filter { (x >> $0) & 1 == 1 }
}
print(bits(UInt8(0b1010_0101)))
print(bits(Int16(-32768)))
print(bits(300))
print(1 << 3 + 1, (1 << 3) + 1)
print(2 * 1 << 4, 1 << 2 * 3)

// expect: [1, 2, 4, 8, 16, 32, 64, 128]
// expect: 0
// expect: 0
// expect: 1
// expect: 0
// expect: 60
// expect: 60
// expect: -32
// expect: -8
// expect: -1
// expect: -128
// expect: 0
// expect: -128
// expect: -1
// expect: 1
// expect: 2
// expect: 1
// expect: 2
// expect: -4
// expect: 23456780
// expect: 12345
// expect: 23456780
// expect: [129, 3, 6, 12, 24, 48, 96, 192, 129]
// expect: 4123 3412 1234
// expect: 12abef
// expect: 18 171 239
// expect: true
// expect: 32768
// expect: 4096
// expect: -64
// expect: -256
// expect: -512
// expect: [0, 2, 5, 7]
// expect: [15]
// expect: [2, 3, 5, 8]
// expect: 9 9
// expect: 32 12
