// Apple docs style (FixedWidthInteger shifts): rotating bits with << and >>
func rotl(_ x: UInt32, _ n: UInt32) -> UInt32 {
    let k = n & 31
    return (x << k) | (x >> ((32 - k) & 31))
}
func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
    rotl(x, 32 - (n & 31))
}
func hex(_ x: UInt32) -> String {
    let s = String(x, radix: 16)
    return String(repeating: "0", count: 8 - s.count) + s
}

let v: UInt32 = 0x1234_5678
for n: UInt32 in [0, 4, 8, 16, 28, 32] {
    print("rotl(\(hex(v)), \(n)) = \(hex(rotl(v, n)))  rotr = \(hex(rotr(v, n)))")
}

// Smart shifts: overshifting gives zero, negative shift amounts reverse direction
let one: UInt8 = 1
print("1 << 7 =", one << 7, "1 << 8 =", one << 8, "1 << -1 =", UInt8(128) << -1)
print("Int8(-128) >> 3 =", Int8(-128) >> 3, "(arithmetic shift keeps sign)")
print("UInt8(128) >> 3 =", UInt8(128) >> 3)
print("-1 >> 100 =", -1 >> 100, "1 >> 100 =", 1 >> 100)

// Masking shifts: the amount is taken modulo the bit width
print("1 &<< 9 (UInt8) =", one &<< 9, "1 &<< 8 =", one &<< 8)
print("Int32(1) &<< 33 =", Int32(1) &<< 33)

// A tiny hash in the style of FNV/rotations
func mix(_ text: String) -> UInt32 {
    var h: UInt32 = 2166136261
    for b in text.utf8 {
        h ^= UInt32(b)
        h = rotl(h, 5) &* 16777619
    }
    return h
}
for word in ["", "a", "swift", "Swift"] {
    print("mix(\"\(word)\") = \(hex(mix(word)))")
}

// Rotating a byte for a simple cipher
func rotByte(_ b: UInt8, _ n: Int) -> UInt8 {
    (b << UInt8(n)) | (b >> UInt8(8 - n))
}
let secret = Array("Hi!".utf8).map { rotByte($0, 3) }
print("scrambled:", secret)
print("restored:", String(decoding: secret.map { rotByte($0, 5) }, as: UTF8.self))

// expect: rotl(12345678, 0) = 12345678  rotr = 12345678
// expect: rotl(12345678, 4) = 23456781  rotr = 81234567
// expect: rotl(12345678, 8) = 34567812  rotr = 78123456
// expect: rotl(12345678, 16) = 56781234  rotr = 56781234
// expect: rotl(12345678, 28) = 81234567  rotr = 23456781
// expect: rotl(12345678, 32) = 12345678  rotr = 12345678
// expect: 1 << 7 = 128 1 << 8 = 0 1 << -1 = 64
// expect: Int8(-128) >> 3 = -16 (arithmetic shift keeps sign)
// expect: UInt8(128) >> 3 = 16
// expect: -1 >> 100 = -1 1 >> 100 = 0
// expect: 1 &<< 9 (UInt8) = 2 1 &<< 8 = 1
// expect: Int32(1) &<< 33 = 2
// expect: mix("") = 811c9dc5
// expect: mix("a") = 91853eb0
// expect: mix("swift") = 65cddc64
// expect: mix("Swift") = 873fa312
// expect: scrambled: [66, 75, 9]
// expect: restored: Hi!
