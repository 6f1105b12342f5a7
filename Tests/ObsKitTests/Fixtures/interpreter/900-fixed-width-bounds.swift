// Fixed-width integers: each type's bounds and bit width, printed values and type(of:), conversions between widths.
// Expected output: swiftc 6.3.1 on this machine.
print(Int8.min, Int8.max, UInt8.min, UInt8.max)
print(Int16.min, Int16.max, UInt16.max)
print(Int32.min, Int32.max, UInt32.max)
print(Int64.min, Int64.max, UInt64.max)
print(UInt.max, Int8.bitWidth, UInt32.bitWidth, UInt.bitWidth)
let level: UInt8 = 200
let wide = UInt16(level) * 3
print(wide, type(of: wide), type(of: level))
let temperatures: [Int8] = [-40, 0, 37, 100]
print(temperatures, temperatures.map { Int($0) * 2 })
print(Int32(level) - 250, Int(UInt32.max) + 1)

// expect: -128 127 0 255
// expect: -32768 32767 65535
// expect: -2147483648 2147483647 4294967295
// expect: -9223372036854775808 9223372036854775807 18446744073709551615
// expect: 18446744073709551615 8 32 64
// expect: 600 UInt16 UInt8
// expect: [-40, 0, 37, 100] [-80, 0, 74, 200]
// expect: -50 4294967296
