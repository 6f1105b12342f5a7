// Compiler test style: byteSwapped, bigEndian and rotating bits by hand
let v16: UInt16 = 0x1234
print(String(v16.byteSwapped, radix: 16))
let v32: UInt32 = 0xDEADBEEF
print(String(v32.byteSwapped, radix: 16, uppercase: true))
let v64: UInt64 = 0x0102_0304_0506_0708
print(String(v64.byteSwapped, radix: 16))
let i32: Int32 = 1
print(i32.byteSwapped, Int32(-2).byteSwapped)
print(v32.bigEndian == v32.byteSwapped, v32.littleEndian == v32)
print(UInt32(bigEndian: 0x01000000))

func rotl(_ x: UInt8, _ k: Int) -> UInt8 {
    let n = k % 8
    return (x << n) | (x >> (8 - n))
}
func rotr32(_ x: UInt32, _ k: UInt32) -> UInt32 {
    return (x &>> k) | (x &<< (32 &- k))
}
let b: UInt8 = 0b1000_0011
for k in [0, 1, 2, 7, 8, 9] {
    print("rotl(\(k)) = \(String(rotl(b, k), radix: 2))")
}
print(String(rotr32(0x0000_00FF, 4), radix: 16))
print(String(rotr32(0x1234_5678, 8), radix: 16))
print(String(rotr32(0x1234_5678, 0), radix: 16))

var bytes: [UInt8] = []
var word: UInt32 = 0xCAFEBABE
for _ in 0..<4 {
    bytes.append(UInt8(word & 0xFF))
    word >>= 8
}
print(bytes.map { String($0, radix: 16) })
let rebuilt = bytes.reversed().reduce(UInt32(0)) { ($0 << 8) | UInt32($1) }
print(String(rebuilt, radix: 16), rebuilt == 0xCAFEBABE)
// expect: 3412
// expect: EFBEADDE
// expect: 807060504030201
// expect: 16777216 -16777217
// expect: true true
// expect: 1
// expect: rotl(0) = 10000011
// expect: rotl(1) = 111
// expect: rotl(2) = 1110
// expect: rotl(7) = 11000001
// expect: rotl(8) = 10000011
// expect: rotl(9) = 111
// expect: f000000f
// expect: 78123456
// expect: 12345678
// expect: ["be", "ba", "fe", "ca"]
// expect: cafebabe true
