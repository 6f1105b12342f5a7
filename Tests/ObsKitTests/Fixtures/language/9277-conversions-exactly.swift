// conversions-exactly
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

print(Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -1), Int16(truncatingIfNeeded: 70000), UInt8(truncatingIfNeeded: 0x1234))
print(Int32(truncatingIfNeeded: Int64.max), UInt(truncatingIfNeeded: Int8(-1)) == UInt.max, Int8(truncatingIfNeeded: UInt64(128)))

print(Int8(clamping: 300), Int8(clamping: -300), UInt8(clamping: -5), UInt8(clamping: 17), UInt16(clamping: Int.max))

func show<T>(_ v: T?) -> String { v.map { "\($0)" } ?? "nil" }
print(show(Int8(exactly: 127)), show(Int8(exactly: 128)), show(UInt(exactly: -1)), show(Int16(exactly: UInt64(5))))
print(show(Int(exactly: 2.5)), show(Int(exactly: 3.0)), show(Int(exactly: -0.0)), show(Int(exactly: Double.nan)), show(Int8(exactly: 127.0)))
print(show(Float(exactly: 16777217)), show(Float(exactly: 16777216)), show(Double(exactly: Int.max)), show(Double(exactly: 1 << 53)))
print(show(UInt8(exactly: 255.0)), show(UInt8(exactly: 255.5)), show(Int(exactly: [1e30][0])))

print(Int(2.9), Int(-2.9), Int(Float(7.99)), UInt8(200.7), Int(Double(Int32.max) + 0.5))
for x in [2.5, -2.5, 3.5, 2.4, -0.5] {
    print(x, x.rounded(), x.rounded(.toNearestOrEven), x.rounded(.down), x.rounded(.up), x.rounded(.towardZero), x.rounded(.awayFromZero))
}

print(show(Int("42")), show(Int("-17")), show(Int("+8")), show(Int("0x1F")), show(Int("1F", radix: 16)), show(Int("-")), show(Int(" 5")))
print(show(UInt8("255")), show(UInt8("256")), show(Int8("-128")), show(Int("z", radix: 36)), show(Int("101", radix: 2)))
print(show(Double("1e3")), show(Double("abc")), show(Double(".5")), show(Double("inf")), show(Double("-0")), show(Float("3.4e39")))
print(show(Bool("true")), show(Bool("True")), show(Int("9223372036854775808")))

let i: Int = 1 << 40
print(Double(i), Float(i), Int32(truncatingIfNeeded: i), Int64(i))
let f: Float = 0.1
print(Double(f), Double(f) == 0.1, Float(0.1) == f, Double(Float(0.5)) == 0.5)
let u: UInt16 = 65535
print(Int(u) + 1, Int16(bitPattern: u), Double(u) / 2, UInt32(u) << 16)

func safeConvert(_ x: Int) -> String {
    if let small = Int8(exactly: x) { return "Int8(\(small))" }
    if let medium = Int16(exactly: x) { return "Int16(\(medium))" }
    return "Int(\(x))"
}
print([5, -200, 40000, -128].map(safeConvert))
print(Double(7) / Double(2), 7 / 2, Double(7 / 2), Int(7.0 / 2))
print(Character(Unicode.Scalar(UInt8(65))), UInt8(ascii: "a"), Int(("z" as Character).asciiValue!) - 97)

// expect: 44 255 4464 52
// expect: -1 true -128
// expect: 127 -128 0 17 65535
// expect: 127 nil nil 5
// expect: nil 3 0 nil 127
// expect: nil 16777216.0 nil 9007199254740992.0
// expect: 255 nil nil
// expect: 2 -2 7 200 2147483647
// expect: 2.5 3.0 2.0 2.0 3.0 2.0 3.0
// expect: -2.5 -3.0 -2.0 -3.0 -2.0 -2.0 -3.0
// expect: 3.5 4.0 4.0 3.0 4.0 3.0 4.0
// expect: 2.4 2.0 2.0 2.0 3.0 2.0 3.0
// expect: -0.5 -1.0 -0.0 -1.0 -0.0 -0.0 -1.0
// expect: 42 -17 8 nil 31 nil nil
// expect: 255 nil -128 35 5
// expect: 1000.0 nil 0.5 inf -0.0 inf
// expect: true nil nil
// expect: 1099511627776.0 1.0995116e+12 0 1099511627776
// expect: 0.10000000149011612 false true true
// expect: 65536 -1 32767.5 4294901760
// expect: ["Int8(5)", "Int16(-200)", "Int(40000)", "Int8(-128)"]
// expect: 3.5 3 3.0 3
// expect: A 97 25
