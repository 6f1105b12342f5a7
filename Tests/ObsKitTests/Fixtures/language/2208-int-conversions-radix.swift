// Compiler test style (stdlib): Int(exactly:), Int(_:radix:), String(_:radix:uppercase:), truncatingIfNeeded, clamping:
print(Int(exactly: 3.0) as Any, Int(exactly: 3.5) as Any, Int(exactly: -0.0) as Any)
print(UInt8(exactly: 255) as Any, UInt8(exactly: 256) as Any, Int8(exactly: -128) as Any)
let justOver = 2147483648.0
print(Int(exactly: Double.infinity) as Any, Int32(exactly: justOver) as Any, Int32(exactly: justOver - 1) as Any)

print(Int("ff", radix: 16) as Any, Int("FF", radix: 16) as Any, Int("-101", radix: 2) as Any)
print(Int("z", radix: 36) as Any, Int("12", radix: 2) as Any, Int("+77", radix: 8) as Any)
print(Int("") as Any, Int(" 5") as Any, Int("5 ") as Any, Int("0x10") as Any)
print(UInt8("255") as Any, UInt8("256") as Any, Int8("-129") as Any, UInt("-0") as Any)

print(String(255, radix: 16), String(255, radix: 16, uppercase: true), String(-10, radix: 2))
print(String(35, radix: 36), String(0, radix: 7), String(UInt8.max, radix: 2))
print(String(Int64.min, radix: 16), String(Int.max, radix: 36))

print(UInt8(truncatingIfNeeded: 300), Int8(truncatingIfNeeded: 200), Int16(truncatingIfNeeded: 70000))
print(UInt16(truncatingIfNeeded: -1), Int8(truncatingIfNeeded: UInt8(128)), UInt32(truncatingIfNeeded: Int64(-2)))

print(UInt8(clamping: 300), UInt8(clamping: -5), Int8(clamping: 1000), Int16(clamping: Int.min))
print(Int(clamping: UInt.max) == Int.max, UInt(clamping: -1))

print(Int(Int8.min), UInt16(UInt8.max) + 1, Int64(Int32.max) + 1)
print(Int8.min, Int8.max, UInt16.max, Int32.min, UInt64.max)
print(Int(bitPattern: UInt.max), UInt8(bitPattern: -1), Int16(bitPattern: 0x8000))

let hexBytes = ["0a", "1F", "ff", "zz"]
print(hexBytes.map { UInt8($0, radix: 16).map { String($0) } ?? "bad" })
print(hexBytes.compactMap { UInt8($0, radix: 16) }.map { String($0, radix: 2) })

// expect: Optional(3) nil Optional(0)
// expect: Optional(255) nil Optional(-128)
// expect: nil nil Optional(2147483647)
// expect: Optional(255) Optional(255) Optional(-5)
// expect: Optional(35) nil Optional(63)
// expect: nil nil nil nil
// expect: Optional(255) nil nil Optional(0)
// expect: ff FF -1010
// expect: z 0 11111111
// expect: -8000000000000000 1y2p0ij32e8e7
// expect: 44 -56 4464
// expect: 65535 -128 4294967294
// expect: 255 0 127 -32768
// expect: true 0
// expect: -128 256 2147483648
// expect: -128 127 65535 -2147483648 18446744073709551615
// expect: -1 255 -32768
// expect: ["10", "31", "255", "bad"]
// expect: ["1010", "11111", "11111111"]
