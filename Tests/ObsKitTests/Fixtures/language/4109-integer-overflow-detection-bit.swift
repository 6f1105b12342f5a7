// Compiler test style: integer overflow detection, bit rotation and checksum arithmetic
func rotl(_ x: UInt32, _ k: UInt32) -> UInt32 { (x << k) | (x >> (32 - k)) }
print(rotl(0x8000_0001, 1), rotl(1, 31), String(rotl(0x1234_5678, 8), radix: 16))
func adler32(_ s: String) -> UInt32 {
  var a: UInt32 = 1, b: UInt32 = 0
  for byte in s.utf8 {
    a = (a + UInt32(byte)) % 65521
    b = (b + a) % 65521
  }
  return (b << 16) | a
}
print(adler32("Wikipedia"), String(adler32("Wikipedia"), radix: 16))
func djb2(_ s: String) -> UInt64 {
  var h: UInt64 = 5381
  for c in s.utf8 { h = (h &<< 5) &+ h &+ UInt64(c) }
  return h
}
print(djb2("hello"), djb2("a much longer string that should overflow the hash"))
func xorshift(_ seed: inout UInt64) -> UInt64 {
  seed ^= seed << 13
  seed ^= seed >> 7
  seed ^= seed << 17
  return seed
}
var seed: UInt64 = 88172645463325252
print((0..<3).map { _ in xorshift(&seed) % 1000 })
var lcg: UInt32 = 12345
var outs: [UInt32] = []
for _ in 0..<4 { lcg = lcg &* 1103515245 &+ 12345; outs.append((lcg >> 16) & 0x7FFF) }
print(outs)
let a: Int16 = 30000
let (sum, overflow) = a.addingReportingOverflow(a)
print(sum, overflow, a.multipliedFullWidth(by: a))
let zero: Int8 = 0, minusOne: Int8 = -1
print(Int8.max.dividedReportingOverflow(by: zero), Int8.min.dividedReportingOverflow(by: minusOne))
print(UInt8(0b1000_0001).reverseBits(), (-1 as Int8).magnitude, Int8.min.magnitude)
extension UInt8 {
  func reverseBits() -> UInt8 {
    var v = self, r: UInt8 = 0
    for _ in 0..<8 { r = (r << 1) | (v & 1); v >>= 1 }
    return r
  }
}
print(UInt8(0b0000_0110).reverseBits(), 0x0F0F & 0x00FF, 0x0F0F | 0x00FF, 0x0F0F ^ 0x00FF)
// expect: 3 2147483648 34567812
// expect: 300286872 11e60398
// expect: 210714636441 5377288116451036522
// expect: [512, 515, 312]
// expect: [21468, 9988, 22117, 3498]
// expect: -5536 true (high: 13732, low: 59648)
// expect: (partialValue: 127, overflow: true) (partialValue: -128, overflow: true)
// expect: 129 1 128
// expect: 96 15 4095 4080
