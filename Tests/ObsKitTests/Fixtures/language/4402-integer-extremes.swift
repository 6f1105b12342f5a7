// Compiler test style: printing fixed-width integer extremes and conversions

print(Int8.min, Int8.max)
print(UInt8.min, UInt8.max)
print(Int16.min, Int16.max)
print(UInt16.max)
print(Int32.min, Int32.max)
print(UInt32.max)
print(Int64.min, Int64.max)
print(UInt64.min, UInt64.max)
print(Int.min)
print(UInt.max)

let i8: Int8 = -128
print(i8)
debugPrint(i8)
print(String(describing: i8))
print(type(of: i8))

let u64: UInt64 = 18_446_744_073_709_551_615
print(u64)
print(u64 / 2)
print(u64 &+ 1)

let (sum, overflow) = Int8.max.addingReportingOverflow(1)
print(sum, overflow)
let (prod, o2) = UInt8(200).multipliedReportingOverflow(by: 2)
print(prod, o2)

print(Int8(truncatingIfNeeded: 300))
print(UInt8(truncatingIfNeeded: -1))
print(Int16(bitPattern: 0xFFFF))
print(UInt32(bitPattern: -1))
print(Int8(exactly: 200) as Any)
print(Int8(exactly: 100) as Any)
print(UInt(exactly: -1) as Any)

print(String(255, radix: 16))
print(String(255, radix: 16, uppercase: true))
print(String(-255, radix: 2))
print(String(UInt64.max, radix: 36))
print(String(Int8.min, radix: 16))

print(Int8.max.bitWidth, UInt64.max.bitWidth)
print(UInt8(0b1010_0000).leadingZeroBitCount)
print(UInt8(0b1010_0000).trailingZeroBitCount)
print(UInt64.max.nonzeroBitCount)
print(Int.max.byteSwapped == Int(bitPattern: 0xFFFF_FFFF_FFFF_FF7F))

let mixed: [Int64] = [Int64.min, -1, 0, 1, Int64.max]
print(mixed)
let bytes: [UInt8] = [0, 127, 128, 255]
print(bytes)
debugPrint(bytes)
print(bytes.map { Int8(bitPattern: $0) })

print(Int8.max &* 2)
print(Int8.min &- 1)
print(-Int8.max)
print(abs(Int8.min + 1))
print(Int16(Int8.min) * 2)
print(UInt64(UInt32.max) * UInt64(UInt32.max))

dump(Int8.min)
dump(UInt64.max)
print(Int8.self, UInt64.self)
print(MemoryLayout<Int8>.size, MemoryLayout<UInt64>.size)
print(1_000_000)
print(0x7F, 0o17, 0b11)
print(-0)

// expect: -128 127
// expect: 0 255
// expect: -32768 32767
// expect: 65535
// expect: -2147483648 2147483647
// expect: 4294967295
// expect: -9223372036854775808 9223372036854775807
// expect: 0 18446744073709551615
// expect: -9223372036854775808
// expect: 18446744073709551615
// expect: -128
// expect: -128
// expect: -128
// expect: Int8
// expect: 18446744073709551615
// expect: 9223372036854775807
// expect: 0
// expect: -128 true
// expect: 144 true
// expect: 44
// expect: 255
// expect: -1
// expect: 4294967295
// expect: nil
// expect: Optional(100)
// expect: nil
// expect: ff
// expect: FF
// expect: -11111111
// expect: 3w5e11264sgsf
// expect: -80
// expect: 8 64
// expect: 0
// expect: 5
// expect: 64
// expect: true
// expect: [-9223372036854775808, -1, 0, 1, 9223372036854775807]
// expect: [0, 127, 128, 255]
// expect: [0, 127, 128, 255]
// expect: [0, 127, -128, -1]
// expect: -2
// expect: 127
// expect: -127
// expect: 127
// expect: -256
// expect: 18446744065119617025
// expect: - -128
// expect: - 18446744073709551615
// expect: Int8 UInt64
// expect: 1 8
// expect: 1000000
// expect: 127 15 3
// expect: 0
