// Compiler test style (integers): wrapping arithmetic on fixed-width types, bit patterns, shifts and conversions
let a: Int8 = 120
print(a &+ 10, a &* 2, Int8.min &- 1, -Int8.max &- 2)
let u: UInt8 = 250
print(u &+ 10, u &- 255, UInt8(0) &- 1, u &* 3)
print(Int8(bitPattern: 200), UInt8(bitPattern: -1), Int16(bitPattern: 0xFFFE), UInt32(bitPattern: Int32.min))
print(Int8.min, Int8.max, UInt16.max, Int64.min)
let sum = a.addingReportingOverflow(10)
print(sum.partialValue, sum.overflow, a.multipliedReportingOverflow(by: -1))
print(Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -3), Int16(truncatingIfNeeded: 70000))
print(Int8(exactly: 127) as Any, Int8(exactly: 128) as Any, UInt(exactly: -1) as Any)
print(Int8(clamping: 1000), UInt8(clamping: -5), Int16(clamping: 40000))

let x: UInt8 = 0b1011_0010
print(String(x, radix: 2), x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount)
print(String(~x, radix: 2), x << 2, x >> 3, x &<< 9, x &>> 10)
let signed: Int8 = -16
print(signed >> 2, signed << 3, signed &<< 4, String(UInt8(bitPattern: signed), radix: 16))
print(String(255, radix: 16, uppercase: true), String(-255, radix: 16), Int("ff", radix: 16)!, Int("-101", radix: 2)!)
print(Int("12a") as Any, Int8("128") as Any, UInt8("255")!)
print(0x7FFF_FFFF_FFFF_FFFF == Int.max, Int.bitWidth, UInt64.max)
print(UInt16(0x1234).byteSwapped == 0x3412, String(UInt16(0x1234).byteSwapped, radix: 16))

print(-7 / 2, -7 % 2, 7 / -2, 7 % -2)
print((-7).quotientAndRemainder(dividingBy: 2), 17.isMultiple(of: 3), 0.isMultiple(of: 0))
print(Int8(-128).magnitude, type(of: Int8(-128).magnitude), abs(-5), (-9).signum())
var counter: UInt8 = 253
for _ in 0..<5 { counter &+= 1; print(counter, terminator: " ") }
print()
var bits: UInt32 = 0
for i in stride(from: 0, to: 32, by: 5) { bits |= 1 << i }
print(bits, String(bits, radix: 2).count, bits.nonzeroBitCount)
print(Int32.max.description, Int32.max &+ 1, UInt64(1) << 63)

// expect: -126 -16 127 127
// expect: 4 251 255 238
// expect: -56 255 -2 2147483648
// expect: -128 127 65535 -9223372036854775808
// expect: -126 true (partialValue: -120, overflow: false)
// expect: 44 253 4464
// expect: Optional(127) nil nil
// expect: 127 0 32767
// expect: 10110010 4 0 1
// expect: 1001101 200 22 100 44
// expect: -4 -128 0 f0
// expect: FF -ff 255 -5
// expect: nil nil 255
// expect: true 64 18446744073709551615
// expect: true 3412
// expect: -3 -1 -3 1
// expect: (quotient: -3, remainder: -1) false true
// expect: 128 UInt8 5 -1
// expect: 254 255 0 1 2 
// expect: 1108378657 31 7
// expect: 2147483647 -2147483648 9223372036854775808
