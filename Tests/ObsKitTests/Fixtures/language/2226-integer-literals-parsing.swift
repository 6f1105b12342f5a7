// Compiler test style (stdlib): integer literal forms, description, Int(String) edge cases, LosslessStringConvertible round trips
// known-gap: error: 2226-integer-literals-parsing.swift:20:17: error: value of type 'Character' has no member 'map'
let hex = 0xFF, octal = 0o17, binary = 0b1011, grouped = 1_000_000, negativeHex = -0x10
print(hex, octal, binary, grouped, negativeHex)
print(0x7FFF_FFFF, 0b1111_0000, 0o777, 1_0_0)

print(Int("123") as Any, Int("-0") as Any, Int("+42") as Any, Int("--1") as Any)
print(Int("9223372036854775807") as Any, Int("9223372036854775808") as Any, Int("-9223372036854775808") as Any)
print(Int("1_000") as Any, Int("12a") as Any, Int("٣") as Any, Int("0012") as Any)
print(UInt64("18446744073709551615") as Any, UInt64("18446744073709551616") as Any)
print(Int8("127") as Any, Int8("128") as Any, Int16("-32768") as Any, UInt16("-1") as Any)

let values = [0, -1, 42, Int.max, Int.min]
print(values.map { $0.description })
print(values.map { String($0) } == values.map { "\($0)" })
let roundTripped = values.map { String($0) }.compactMap { Int($0) }
print(roundTripped == values)

func parseAll<T: LosslessStringConvertible>(_ texts: [String], as type: T.Type) -> [String] {
    texts.map { T($0).map { "\($0)" } ?? "nil" }
}
print(parseAll(["1", "2.5", "true", "x"], as: Int.self))
print(parseAll(["1", "2.5", "true", "x"], as: Double.self))
print(parseAll(["1", "2.5", "true", "x"], as: Bool.self))
print(parseAll(["1", "2.5", "true", "x"], as: String.self))
print(parseAll(["a", "é", "7"], as: Character.self))

let digitSum = String(2 << 20).compactMap { $0.wholeNumberValue }.reduce(0, +)
print(2 << 20, digitSum)
let reversedNumber = Int(String(String(9_876_543).reversed()))!
print(reversedNumber, reversedNumber + 1)
print(String(Int.min).count, String(UInt64.max).count, "\(Int8.min)\(Int8.max)")
print(Int(truncatingIfNeeded: UInt64.max), UInt(bitPattern: -2), Int(bitPattern: 0xFF))

// expect: 255 15 11 1000000 -16
// expect: 2147483647 240 511 100
// expect: Optional(123) Optional(0) Optional(42) nil
// expect: Optional(9223372036854775807) nil Optional(-9223372036854775808)
// expect: nil nil nil Optional(12)
// expect: Optional(18446744073709551615) nil
// expect: Optional(127) nil Optional(-32768) nil
// expect: ["0", "-1", "42", "9223372036854775807", "-9223372036854775808"]
// expect: true
// expect: true
// expect: ["1", "nil", "nil", "nil"]
// expect: ["1.0", "2.5", "nil", "nil"]
// expect: ["nil", "nil", "true", "nil"]
// expect: ["1", "2.5", "true", "x"]
// expect: ["a", "é", "7"]
// expect: 2097152 26
// expect: 3456789 3456790
// expect: 20 20 -128127
// expect: -1 18446744073709551614 255
