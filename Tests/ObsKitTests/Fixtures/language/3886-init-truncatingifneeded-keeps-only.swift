// Compiler test style: init(truncatingIfNeeded:) keeps only the low bits
let big: Int = 0x1_2345_6789
print(UInt8(truncatingIfNeeded: big), Int8(truncatingIfNeeded: big))
print(UInt16(truncatingIfNeeded: big), Int16(truncatingIfNeeded: big))
print(UInt32(truncatingIfNeeded: big), Int32(truncatingIfNeeded: big))

let minus: Int = -1
print(UInt8(truncatingIfNeeded: minus), UInt64(truncatingIfNeeded: minus))
print(UInt32(truncatingIfNeeded: -2), Int64(truncatingIfNeeded: UInt64.max))

let small: Int8 = -128
print(UInt8(truncatingIfNeeded: small), UInt16(truncatingIfNeeded: small))
print(Int32(truncatingIfNeeded: small), UInt32(truncatingIfNeeded: small))

let u: UInt8 = 200
print(Int8(truncatingIfNeeded: u), Int(truncatingIfNeeded: u))
print(UInt8(bitPattern: -56), Int8(bitPattern: 200))
print(UInt(bitPattern: -1) == UInt.max, Int(bitPattern: UInt.max))
print(Int16(bitPattern: 0x8000), UInt32(bitPattern: Int32.min))

var values: [UInt8] = []
for n in stride(from: 250, through: 260, by: 2) {
    values.append(UInt8(truncatingIfNeeded: n))
}
print(values)
let words = (0..<4).map { UInt8(truncatingIfNeeded: 0x11223344 >> ($0 * 8)) }
print(words)
// expect: 137 -119
// expect: 26505 26505
// expect: 591751049 591751049
// expect: 255 18446744073709551615
// expect: 4294967294 -1
// expect: 128 65408
// expect: -128 4294967168
// expect: -56 200
// expect: 200 -56
// expect: true -1
// expect: -32768 2147483648
// expect: [250, 252, 254, 0, 2, 4]
// expect: [68, 51, 34, 17]
