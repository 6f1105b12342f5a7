// swift/test/Interpreter style (integers): overflow operators, bit manipulation, radix conversion and checked arithmetic reporting
let a: UInt8 = 250
print(a &+ 10, a &* 2, UInt8(0) &- 1)
let big = Int32.max
print(big &+ 1)
let (r, overflow) = Int8(100).addingReportingOverflow(100)
print(r, overflow)
print(Int16(-300).multipliedReportingOverflow(by: 200))
print(0b1011 << 2, 0xFF >> 4, 0o17, ~0, -8 >> 1)
print(13 & 6, 13 | 6, 13 ^ 6)
print(String(255, radix: 2), String(255, radix: 16), String(255, radix: 16, uppercase: true))
print(Int("ff", radix: 16)!, Int("-101", radix: 2)!, Int("zz", radix: 36)!, Int("12a") as Any)
print(UInt8(ascii: "A"), Character(UnicodeScalar(66)))
print((37).nonzeroBitCount, (8).trailingZeroBitCount, UInt8(1).leadingZeroBitCount)
print(Int8(truncatingIfNeeded: 300), UInt8(clamping: -5), UInt8(clamping: 999))
print(Int(exactly: 2.5) as Any, Int(exactly: 4.0) as Any)
print(17.quotientAndRemainder(dividingBy: 5))
print((-17).magnitude, abs(-4), (-3).signum(), 0.signum())
print(12.isMultiple(of: 4), 7.isMultiple(of: 2))
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
print(gcd(1071, 462), [12, 18, 30].reduce(0, gcd))

// expect: 4 244 255
// expect: -2147483648
// expect: -56 true
// expect: (partialValue: 5536, overflow: true)
// expect: 44 15 15 -1 -4
// expect: 4 15 11
// expect: 11111111 ff FF
// expect: 255 -5 1295 nil
// expect: 65 B
// expect: 3 3 7
// expect: 44 0 255
// expect: nil Optional(4)
// expect: (quotient: 3, remainder: 2)
// expect: 17 4 -1 0
// expect: true false
// expect: 21 6
