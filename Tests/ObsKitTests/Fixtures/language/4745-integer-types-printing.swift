// Compiler test style: integer types printing
// Checks min/max of every fixed-width integer type, printing of values of
// different widths, overflow-reporting arithmetic, truncating and
// clamping conversions, and bit-pattern conversions.

print(Int8.min, Int8.max)
print(UInt8.min, UInt8.max)
print(Int16.min, Int16.max)
print(UInt16.max)
print(Int32.min, Int32.max)
print(UInt32.max)
print(Int64.min, Int64.max)
print(UInt64.max)
print(Int.min, Int.max)
print(UInt.max)

// Type names.
print(type(of: UInt8.max), type(of: Int64.min))
print(Int8.bitWidth, Int.bitWidth, UInt32.bitWidth)

// Overflow arithmetic.
let (v1, o1) = Int8.max.addingReportingOverflow(1)
print(v1, o1)
let (v2, o2) = UInt8.min.subtractingReportingOverflow(1)
print(v2, o2)
print(Int8.max &+ 1)
print(UInt8(200) &* 2)
print(Int16.min &- 1)

// Conversions.
print(Int8(truncatingIfNeeded: 300))
print(UInt8(truncatingIfNeeded: -1))
print(Int8(clamping: 1000), Int8(clamping: -1000))
print(UInt16(clamping: -5))
print(Int8(exactly: 127) as Any, Int8(exactly: 128) as Any)
print(Int16(exactly: UInt16.max) as Any, UInt8(exactly: Int64(9)) as Any)
print(UInt8(bitPattern: -1))
print(Int8(bitPattern: 0x80))
print(Int32(bitPattern: UInt32.max))
print(UInt64(bitPattern: -2))

// Mixed collections.
let bytes: [UInt8] = [0, 127, 128, 255]
print(bytes)
print(bytes.map { Int8(bitPattern: $0) })
let mixed: [Any] = [Int8(-1), UInt16(2), Int64(3), UInt(4)]
print(mixed)
for m in mixed { print(type(of: m), terminator: " ") }
print()

// Bit operations.
print(UInt8(0b1010_0101).nonzeroBitCount)
print(UInt8(1).leadingZeroBitCount, UInt8(8).trailingZeroBitCount)
print(UInt8(0x0F).byteSwapped, UInt16(0x00FF).byteSwapped)
print(~UInt8(0), ~Int8(0))
print(Int8(-128) >> 7, UInt8(128) >> 7)
print(Int8(1) << 7)

// Magnitude and sign.
print(Int8.min.magnitude, type(of: Int8.min.magnitude))
print((-5).signum(), 0.signum(), 9.signum())
print(abs(Int32(-7)))

// Division and remainder with negatives.
print(-7 / 2, -7 % 2, 7 % -2)
print((-7).quotientAndRemainder(dividingBy: 2))

// Descriptions.
print(Int64.min.description.count)
print(String(UInt64.max).count)
print("\(Int16.max)")
debugPrint(UInt8.max)

// expect: -128 127
// expect: 0 255
// expect: -32768 32767
// expect: 65535
// expect: -2147483648 2147483647
// expect: 4294967295
// expect: -9223372036854775808 9223372036854775807
// expect: 18446744073709551615
// expect: -9223372036854775808 9223372036854775807
// expect: 18446744073709551615
// expect: UInt8 Int64
// expect: 8 64 32
// expect: -128 true
// expect: 255 true
// expect: -128
// expect: 144
// expect: 32767
// expect: 44
// expect: 255
// expect: 127 -128
// expect: 0
// expect: Optional(127) nil
// expect: nil Optional(9)
// expect: 255
// expect: -128
// expect: -1
// expect: 18446744073709551614
// expect: [0, 127, 128, 255]
// expect: [0, 127, -128, -1]
// expect: [-1, 2, 3, 4]
// expect: Int8 UInt16 Int64 UInt 
// expect: 4
// expect: 7 3
// expect: 15 65280
// expect: 255 -1
// expect: -1 1
// expect: -128
// expect: 128 UInt8
// expect: -1 0 1
// expect: 7
// expect: -3 -1 1
// expect: (quotient: -3, remainder: -1)
// expect: 20
// expect: 20
// expect: 32767
// expect: 255
