// Standard library API style (integer conversion): truncating, clamping, exact and failable conversions between widths and from floating point
print("truncating 300 -> UInt8:", UInt8(truncatingIfNeeded: 300))
print("truncating -1 -> UInt8:", UInt8(truncatingIfNeeded: -1))
print("truncating 200 -> Int8:", Int8(truncatingIfNeeded: 200))
print("truncating UInt64.max -> Int32:", Int32(truncatingIfNeeded: UInt64.max))
print("truncating Int8 -2 -> UInt16:", UInt16(truncatingIfNeeded: Int8(-2)))
print("truncating 0x12345678 -> UInt16:", UInt16(truncatingIfNeeded: 0x12345678))
print("clamping 300 -> UInt8:", UInt8(clamping: 300))
print("clamping -5 -> UInt8:", UInt8(clamping: -5))
print("clamping -1000 -> Int8:", Int8(clamping: -1000))
print("clamping UInt64.max -> Int64:", Int64(clamping: UInt64.max))
print("clamping 42 -> Int16:", Int16(clamping: 42))
print("exactly 255 -> UInt8:", UInt8(exactly: 255) as Any)
print("exactly 256 -> UInt8:", UInt8(exactly: 256) as Any)
print("exactly -1 -> UInt:", UInt(exactly: -1) as Any)
print("exactly 3.0 -> Int:", Int(exactly: 3.0) as Any)
print("exactly 3.5 -> Int:", Int(exactly: 3.5) as Any)
print("exactly -0.0 -> Int:", Int(exactly: -0.0) as Any)
print("exactly 1e20 -> Int:", Int(exactly: [1e20][0]) as Any)
print("exactly nan -> Int:", Int(exactly: Double.nan) as Any)
print("Int(3.99):", Int(3.99), "Int(-3.99):", Int(-3.99))
print("UInt8(7.9):", UInt8(7.9))
print("Int8(exactly: Float 127):", Int8(exactly: Float(127)) as Any)
print("Int8(exactly: Float 128):", Int8(exactly: [Float(128)][0]) as Any)
let mixed: [Int] = [-200, -128, -1, 0, 127, 128, 255, 256]
print("Int8 exactly:", mixed.map { Int8(exactly: $0).map(String.init) ?? "nil" })
print("UInt8 clamping:", mixed.map { UInt8(clamping: $0) })
print("UInt8 truncating:", mixed.map { UInt8(truncatingIfNeeded: $0) })
print("Int8 truncating:", mixed.map { Int8(truncatingIfNeeded: $0) })
let u: UInt = 5
let i = Int(bitPattern: u &- 6)
print("bitPattern:", i, UInt(bitPattern: -1) == UInt.max)
print("Int16(bitPattern:):", Int16(bitPattern: 0xFFFE), UInt16(bitPattern: -2))
print("Double from Int.max:", Double(Int.max))
print("Float from 16777217:", Float(16777217))
print("Double(exactly: Int):", Double(exactly: 9007199254740993) as Any, Double(exactly: 9007199254740992) as Any)

// expect: truncating 300 -> UInt8: 44
// expect: truncating -1 -> UInt8: 255
// expect: truncating 200 -> Int8: -56
// expect: truncating UInt64.max -> Int32: -1
// expect: truncating Int8 -2 -> UInt16: 65534
// expect: truncating 0x12345678 -> UInt16: 22136
// expect: clamping 300 -> UInt8: 255
// expect: clamping -5 -> UInt8: 0
// expect: clamping -1000 -> Int8: -128
// expect: clamping UInt64.max -> Int64: 9223372036854775807
// expect: clamping 42 -> Int16: 42
// expect: exactly 255 -> UInt8: Optional(255)
// expect: exactly 256 -> UInt8: nil
// expect: exactly -1 -> UInt: nil
// expect: exactly 3.0 -> Int: Optional(3)
// expect: exactly 3.5 -> Int: nil
// expect: exactly -0.0 -> Int: Optional(0)
// expect: exactly 1e20 -> Int: nil
// expect: exactly nan -> Int: nil
// expect: Int(3.99): 3 Int(-3.99): -3
// expect: UInt8(7.9): 7
// expect: Int8(exactly: Float 127): Optional(127)
// expect: Int8(exactly: Float 128): nil
// expect: Int8 exactly: ["nil", "-128", "-1", "0", "127", "nil", "nil", "nil"]
// expect: UInt8 clamping: [0, 0, 0, 0, 127, 128, 255, 255]
// expect: UInt8 truncating: [56, 128, 255, 0, 127, 128, 255, 0]
// expect: Int8 truncating: [56, -128, -1, 0, 127, -128, -1, 0]
// expect: bitPattern: -1 true
// expect: Int16(bitPattern:): -2 65534
// expect: Double from Int.max: 9.223372036854776e+18
// expect: Float from 16777217: 16777216.0
// expect: Double(exactly: Int): nil Optional(9007199254740992.0)
