// Compiler test style: bitWidth, min and max of all fixed-width integer types and bit-level properties
func row<T: FixedWidthInteger>(_ t: T.Type) {
    print("\(t): bits=\(T.bitWidth) signed=\(T.isSigned) min=\(T.min) max=\(T.max)")
}
row(Int8.self)
row(Int16.self)
row(Int32.self)
row(Int64.self)
row(UInt8.self)
row(UInt16.self)
row(UInt32.self)
row(UInt64.self)
print(Int.bitWidth == Int64.bitWidth, Int.max == Int64.max, UInt.max == UInt64.max)

let x: UInt8 = 0b0010_1100
print(x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount)
print(UInt16(1).leadingZeroBitCount, Int32(-1).nonzeroBitCount, Int64.min.trailingZeroBitCount)
print(UInt32(0x12345678).byteSwapped == 0x78563412, String(UInt16(0x00FF).byteSwapped, radix: 16))
print(x.bitWidth, (~x), x & 0x0F, x | 0x01, x ^ 0xFF, x >> 2, x << 1)
print(Int8(-16) >> 2, Int8(-16) << 2, UInt8(0x80) >> 7)

let values: [Int] = [3, -7, 12, 0, 9]
print(values.min()!, values.max()!, min(3, 1, 2), max(4, 8, 6))
print(Int8.max.advanced(by: -27), Int16.min.distance(to: 0))
print(Int(Int8.min) - 1, Int(UInt8.max) + 1, Int64(Int32.max) * 2)
print(-Int8.max, Int8.max.signum(), Int8(-4).signum(), Int8(0).signum())
print(UInt8.max.words.count, Int64(-2).words.first.map { String($0, radix: 16) } ?? "")
print(Int8(-100) / 7, Int8(-100) % 7, (-100).quotientAndRemainder(dividingBy: 7))
print(10.isMultiple(of: 5), 0.isMultiple(of: 0), 7.isMultiple(of: 0))
print(Int.zero, UInt8.zero, abs(Int16(-300)))

// expect: Int8: bits=8 signed=true min=-128 max=127
// expect: Int16: bits=16 signed=true min=-32768 max=32767
// expect: Int32: bits=32 signed=true min=-2147483648 max=2147483647
// expect: Int64: bits=64 signed=true min=-9223372036854775808 max=9223372036854775807
// expect: UInt8: bits=8 signed=false min=0 max=255
// expect: UInt16: bits=16 signed=false min=0 max=65535
// expect: UInt32: bits=32 signed=false min=0 max=4294967295
// expect: UInt64: bits=64 signed=false min=0 max=18446744073709551615
// expect: true true true
// expect: 3 2 2
// expect: 15 32 63
// expect: true ff00
// expect: 8 211 12 45 211 11 88
// expect: -4 -64 1
// expect: -7 12 1 8
// expect: 100 32768
// expect: -129 256 4294967294
// expect: -127 1 -1 0
// expect: 1 fffffffffffffffe
// expect: -14 -2 (quotient: -14, remainder: -2)
// expect: true true false
// expect: 0 0 300
