// Quiz post style (integer arithmetic): overflow operators, truncating and clamping conversions, and division rounding toward zero
let big: UInt8 = 250
let wrapped = big &+ 10
let small: Int8 = -128
let negWrapped = small &- 1
let mult: Int8 = 64
print("1:", wrapped, negWrapped, mult &* 2, mult &* 4)

// Puzzle: what do these conversions give?
print("2:", Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -1), Int16(truncatingIfNeeded: 70000))
print("3:", Int8(clamping: 1000), UInt8(clamping: -5), Int8(exactly: 127.0) as Any, Int8(exactly: 128) as Any)
print("4:", Int(3.99), Int(-3.99), Int(exactly: 2.5) as Any)

print("5:", -7 / 2, -7 % 2, 7 % -2, (-7).quotientAndRemainder(dividingBy: 2))
print("6:", UInt8.max, Int8.min, Int16.max &+ 1)

let (result, overflow) = Int8.max.addingReportingOverflow(1)
print("7:", result, overflow)
print("8:", UInt8(0b1111_0000) >> 2, Int8(-16) >> 2, UInt8(1) << 9 as UInt8, 1 << 3 + 1)
print("9:", 0xFF & 0x0F | 0x30, ~UInt8(5), -(-5 >> 1))
print("10:", Int.max / -1 == -Int.max, abs(Int8(-127)), Int8(-1).magnitude)

// expect: 1: 4 127 -128 0
// expect: 2: 44 255 4464
// expect: 3: 127 0 Optional(127) nil
// expect: 4: 3 -3 nil
// expect: 5: -3 -1 1 (quotient: -3, remainder: -1)
// expect: 6: 255 -128 -32768
// expect: 7: -128 true
// expect: 8: 60 -4 0 9
// expect: 9: 63 250 3
// expect: 10: true 127 1
