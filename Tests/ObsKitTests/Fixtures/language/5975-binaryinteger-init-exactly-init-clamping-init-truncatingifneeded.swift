// Swift stdlib test style (numbers): BinaryInteger init(exactly:), init(clamping:), init(truncatingIfNeeded:), failable conversions from floating point and between widths
let big = 3e9
print(Int8(exactly: 127) as Any, Int8(exactly: 128) as Any, Int8(exactly: -128) as Any)
print(UInt8(exactly: -1) as Any, UInt(exactly: 5) as Any)
print(Int(exactly: 2.0) as Any, Int(exactly: 2.5) as Any, Int(exactly: Double.nan) as Any)
print(Int(exactly: Double.infinity) as Any, Int32(exactly: big) as Any, UInt8(exactly: 255.0) as Any)
print(Int16(exactly: Int64(40000)) as Any, Int16(exactly: Int64(-32768)) as Any)

print(Int8(clamping: 300), Int8(clamping: -300), Int8(clamping: 5))
print(UInt8(clamping: -1), UInt8(clamping: 1000), UInt16(clamping: Int.max))
print(Int32(clamping: Int64.min), UInt(clamping: Int8(-3)))

print(UInt8(truncatingIfNeeded: 256), UInt8(truncatingIfNeeded: 257), UInt8(truncatingIfNeeded: -1))
print(Int8(truncatingIfNeeded: 200), Int8(truncatingIfNeeded: UInt8(128)), Int16(truncatingIfNeeded: 0x12345))
print(UInt32(truncatingIfNeeded: Int64(-2)), Int(truncatingIfNeeded: UInt.max))
print(UInt64(truncatingIfNeeded: Int8(-1)) == UInt64.max)

print(Int(bitPattern: UInt.max), UInt8(bitPattern: -1), Int8(bitPattern: 0x80))
print(UInt16(bitPattern: Int16.min), Int32(bitPattern: 0xFFFF_FFFE))

let doubles = [0.9, -0.9, 1e3, 255.5, -1.0]
for d in doubles {
    let viaExact = UInt8(exactly: d).map(String.init) ?? "nil"
    let viaTruncate = d > -1 && d < 256 ? String(UInt8(d)) : "out"
    print(d, viaExact, viaTruncate)
}
print(Float(exactly: 16777217) as Any, Float(exactly: 16777216) as Any)
print(Double(exactly: Int64.max) as Any, Double(exactly: Int64(1) << 62) as Any)

let wide: [Int] = [-200, -128, 0, 127, 128, 1000]
print(wide.map { Int8(clamping: $0) })
print(wide.map { Int8(truncatingIfNeeded: $0) })
print(wide.map { Int8(exactly: $0).map(String.init) ?? "x" })
print(wide.compactMap { UInt8(exactly: $0) })

func convert<T: BinaryInteger, U: FixedWidthInteger>(_ v: T, to: U.Type) -> String {
    "\(U(clamping: v))/\(U(truncatingIfNeeded: v))/\(U(exactly: v).map { "\($0)" } ?? "nil")"
}
print(convert(70000, to: Int16.self), convert(-1, to: UInt32.self), convert(UInt8(9), to: Int8.self))

// expect: Optional(127) nil Optional(-128)
// expect: nil Optional(5)
// expect: Optional(2) nil nil
// expect: nil nil Optional(255)
// expect: nil Optional(-32768)
// expect: 127 -128 5
// expect: 0 255 65535
// expect: -2147483648 0
// expect: 0 1 255
// expect: -56 -128 9029
// expect: 4294967294 -1
// expect: true
// expect: -1 255 -128
// expect: 32768 -2
// expect: 0.9 nil 0
// expect: -0.9 nil 0
// expect: 1000.0 nil out
// expect: 255.5 nil 255
// expect: -1.0 nil out
// expect: nil Optional(16777216.0)
// expect: nil Optional(4.611686018427388e+18)
// expect: [-128, -128, 0, 127, 127, 127]
// expect: [56, -128, 0, 127, -128, -24]
// expect: ["x", "-128", "0", "127", "x", "x"]
// expect: [0, 127, 128]
// expect: 32767/4464/nil 0/4294967295/nil 9/9/9
