// Blog style (integers): extremes, overflow-safe conversions and formatting
print(Int.min, Int.max)
print(Int8.min, Int8.max, UInt8.max)
print(UInt64.max)
print(Int32.min, Int16.max)
print(UInt8(exactly: 300) as Any)
print(UInt8(exactly: 200) as Any)
print(UInt8(clamping: 300), UInt8(clamping: -5))
print(UInt8(truncatingIfNeeded: 300))
print(Int8(truncatingIfNeeded: 200))
let (v, o) = UInt8(250).addingReportingOverflow(10)
print(v, o)
print(UInt8(250) &+ 10, Int8.max &+ 1)
print(Int8(exactly: 127) as Any, Int8(exactly: 128) as Any)
print(Int(3.99), Int(-3.99))
print(Int.max.multipliedReportingOverflow(by: 2))
print(String(UInt8.max, radix: 2))
print(0xff, 0o17, 0b101, 1_000_000)
print(-7 / 2, -7 % 2)
print(Int8(-128).magnitude, abs(-5))
print(UInt16(bitPattern: -1), Int16(bitPattern: 65535))
print([Int8.min, 0, Int8.max])
print(type(of: UInt8.max))
// expect: -9223372036854775808 9223372036854775807
// expect: -128 127 255
// expect: 18446744073709551615
// expect: -2147483648 32767
// expect: nil
// expect: Optional(200)
// expect: 255 0
// expect: 44
// expect: -56
// expect: 4 true
// expect: 4 -128
// expect: Optional(127) nil
// expect: 3 -3
// expect: (partialValue: -2, overflow: true)
// expect: 11111111
// expect: 255 15 5 1000000
// expect: -3 -1
// expect: 128 5
// expect: 65535 -1
// expect: [-128, 0, 127]
// expect: UInt8
