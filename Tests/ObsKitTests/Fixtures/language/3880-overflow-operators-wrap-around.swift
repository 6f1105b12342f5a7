// Swift book style: overflow operators wrap around instead of trapping
var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print("UInt8.max &+ 1 = \(unsignedOverflow)")

var unsignedUnderflow = UInt8.min
unsignedUnderflow = unsignedUnderflow &- 1
print("UInt8.min &- 1 = \(unsignedUnderflow)")

var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print("Int8.min &- 1 = \(signedOverflow)")

let big = Int8.max &+ Int8.max
print("Int8.max &+ Int8.max = \(big)")

let product = Int16(300) &* Int16(300)
print("300 &* 300 as Int16 = \(product)")

let u32: UInt32 = 0xFFFF_FFFF
print("u32 &* u32 = \(u32 &* u32)")
print("u32 &+ 2 = \(u32 &+ 2)")

var hash: UInt64 = 14695981039346656037
for byte in "swift".utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 1099511628211
}
print("fnv1a(swift) = \(hash)")

var h32: Int32 = 0
for ch in "overflow".unicodeScalars {
    h32 = h32 &* 31 &+ Int32(ch.value)
}
print("java-style hash = \(h32)")
print("Int.min &- 1 == Int.max: \(Int.min &- 1 == Int.max)")
print("negating Int8.min with &-: \(0 &- Int8.min)")
// expect: UInt8.max &+ 1 = 0
// expect: UInt8.min &- 1 = 255
// expect: Int8.min &- 1 = 127
// expect: Int8.max &+ Int8.max = -2
// expect: 300 &* 300 as Int16 = 24464
// expect: u32 &* u32 = 1
// expect: u32 &+ 2 = 1
// expect: fnv1a(swift) = 11823696842872234712
// expect: java-style hash = 529642498
// expect: Int.min &- 1 == Int.max: true
// expect: negating Int8.min with &-: -128
