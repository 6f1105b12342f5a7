// Compiler test style (test/stdlib/Integers.swift): smart shifts, masking shifts, bit patterns and truncation across widths
let one = 1
print(one << 3, one << 63, one << 64, one << 100)
print(-8 >> 1, -8 >> 3, -8 >> 64, -8 >> 1000)
print(8 << -1, 8 >> -2, 8 << -100)
print(1 &<< 64, 1 &<< 65, 1 &<< -1)
print(Int8(1) << 7, Int8(1) << 8, Int8(-128) >> 7, Int8(-128) >> 9)
print(UInt8(0xFF) << 4, UInt8(0xFF) >> 4, UInt8(0xFF) &<< 12, UInt8(0xFF) &>> 9)
print(UInt16(1) << 15, UInt16(1) << 16)

let shiftAmount: UInt8 = 2
print(40 >> shiftAmount, Int16(3) << Int64(4))

print(Int8(bitPattern: 0xFF), UInt8(bitPattern: -1), Int16(bitPattern: 0x8000))
print(Int32(truncatingIfNeeded: Int64(0x1_0000_0005)), UInt8(truncatingIfNeeded: -3))
print(Int8(clamping: 1000), Int8(clamping: -1000), UInt8(clamping: -5), UInt16(clamping: 70000))
print(Int8(exactly: 127) as Any, Int8(exactly: 128) as Any, UInt(exactly: -1) as Any)

print(Int8.min, Int8.max, UInt32.max, Int64.min)
print(Int8.bitWidth, UInt.bitWidth, Int16.isSigned, UInt16.isSigned)

let x: UInt8 = 0b1011_0100
print(String(x, radix: 2), x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount)
print(String(~x, radix: 2), String(x ^ 0xFF, radix: 2), String(x & 0x0F, radix: 2), String(x | 0x0F, radix: 2))
print(x.byteSwapped, UInt16(0x1234).byteSwapped == 0x3412)

func rotl(_ v: UInt8, _ n: UInt8) -> UInt8 {
  return (v &<< n) | (v &>> (8 &- n))
}
print((0..<9).map { rotl(0b1000_0001, UInt8($0)) })

print((-7) / 2, (-7) % 2, 7 / -2, 7 % -2)
print((-7).quotientAndRemainder(dividingBy: 2))
func opaque<T>(_ x: T) -> T { return x }
print(opaque(Int8(-128)).dividedReportingOverflow(by: opaque(-1)))
print(opaque(Int8(-128)).remainderReportingOverflow(dividingBy: opaque(-1)))
print(UInt8(200).addingReportingOverflow(100))
print(Int8(100).multipliedFullWidth(by: 100))
print(UInt8(255).multipliedFullWidth(by: 255))
print(Int16.max.dividingFullWidth((high: 0, low: 100)))

print(Int8.max &+ 1, Int8.min &- 1, Int8(64) &* 4, UInt8(0) &- 1)
var acc: UInt8 = 250
for _ in 0..<3 { acc &+= 3 }
print(acc)

print((-1).magnitude, Int8.min.magnitude, type(of: Int8.min.magnitude))
print(abs(Int8(-127)), (-5).signum(), 0.signum(), 12.signum())
print(6.isMultiple(of: 3), 0.isMultiple(of: 0), 5.isMultiple(of: 0), Int.min.isMultiple(of: -1))

let words = (-1 as Int).words
print(words.count, Array(words) == [UInt.max])
print(Array(UInt8(7).words), UInt64(1 << 40).words.first!)
print(UInt64.max.description.count, String(Int64.min, radix: 16))
print(Int("-0") as Any, Int("+12") as Any, Int("1_000") as Any, UInt8("256") as Any, Int8("-128") as Any)
print(Int("ff", radix: 16) as Any, Int("FF", radix: 16) as Any, Int("z", radix: 36) as Any, Int("12", radix: 2) as Any)

// expect: 8 -9223372036854775808 0 0
// expect: -4 -1 -1 -1
// expect: 4 32 0
// expect: 1 2 -9223372036854775808
// expect: -128 0 -1 -1
// expect: 240 15 240 127
// expect: 32768 0
// expect: 10 48
// expect: -1 255 -32768
// expect: 5 253
// expect: 127 -128 0 65535
// expect: Optional(127) nil nil
// expect: -128 127 4294967295 -9223372036854775808
// expect: 8 64 true false
// expect: 10110100 4 0 2
// expect: 1001011 1001011 100 10111111
// expect: 180 true
// expect: [129, 3, 6, 12, 24, 48, 96, 192, 129]
// expect: -3 -1 -3 1
// expect: (quotient: -3, remainder: -1)
// expect: (partialValue: -128, overflow: true)
// expect: (partialValue: 0, overflow: true)
// expect: (partialValue: 44, overflow: true)
// expect: (high: 39, low: 16)
// expect: (high: 254, low: 1)
// expect: (quotient: 0, remainder: 100)
// expect: -128 127 0 255
// expect: 3
// expect: 1 128 UInt8
// expect: 127 -1 0 1
// expect: true true false true
// expect: 1 true
// expect: [7] 1099511627776
// expect: 20 -8000000000000000
// expect: Optional(0) Optional(12) nil nil Optional(-128)
// expect: Optional(255) Optional(255) Optional(35) nil
