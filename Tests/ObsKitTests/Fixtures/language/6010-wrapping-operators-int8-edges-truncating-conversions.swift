// Stack Overflow style (integer overflow): wrapping operators, Int8 edges, and truncating conversions
let big: Int8 = 127
print(big &+ 1, big &* 2, Int8.min &- 1)
print(Int8.min, Int8.max, UInt8.max &+ 1)
let (partial, overflow) = big.addingReportingOverflow(1)
print(partial, overflow)
let (m, o) = Int16(300).multipliedReportingOverflow(by: 200)
print(m, o)

print(Int8(truncatingIfNeeded: 200), UInt8(truncatingIfNeeded: -1), Int8(truncatingIfNeeded: 384))
print(Int8(exactly: 128) as Any, Int8(exactly: -128) as Any)
print(UInt8(clamping: 300), Int8(clamping: -1000))

print(Int8(-128).magnitude, abs(Int8(-127)))
print(-7 / 2, -7 % 2, 7 % -2)
print((-7).quotientAndRemainder(dividingBy: 2))
print(Int8(bitPattern: 0xFF), UInt8(bitPattern: -2))
print(1 << 3, -16 >> 2, UInt8(0b1000_0001) >> 1, Int8(-1) >> 7)
print(UInt8(255) &<< 1, Int8(64) &<< 1, 1 &<< 65)
print(Int32.max &+ Int32.max)
print(~0, ~UInt8(0), UInt16.max.nonzeroBitCount, Int8(-1).leadingZeroBitCount)
var acc: UInt8 = 250
for _ in 0..<10 { acc &+= 1 }
print("wrapped:", acc)
print(Int.max &+ 1 == Int.min)

// expect: -128 -2 127
// expect: -128 127 0
// expect: -128 true
// expect: -5536 true
// expect: -56 255 -128
// expect: nil Optional(-128)
// expect: 255 -128
// expect: 128 127
// expect: -3 -1 1
// expect: (quotient: -3, remainder: -1)
// expect: -1 254
// expect: 8 -4 64 -1
// expect: 254 -128 2
// expect: -2
// expect: -1 255 16 0
// expect: wrapped: 4
// expect: true
