// Compiler test style: wrapping &+ &- &* &<< &>> operators, reportingOverflow, bit patterns and truncation across widths
let i8max = Int8.max, i8min = Int8.min
print(i8max &+ 1, i8min &- 1, i8max &* 2, i8min &* -1)
print(UInt8.max &+ 1, UInt8(0) &- 1, UInt8(200) &* 2, UInt16(300) &* 300)
print(Int.max &+ 1 == Int.min, Int.min &- 1 == Int.max)

let r1 = Int8(100).addingReportingOverflow(27)
let r2 = Int8(100).addingReportingOverflow(28)
let r3 = UInt8(3).subtractingReportingOverflow(5)
let r4 = Int16(300).multipliedReportingOverflow(by: 200)
func runtime<T>(_ v: T) -> T { v }   // hide constants from the constant folder
let r5 = Int32.min.dividedReportingOverflow(by: runtime(-1))
let r6 = Int8(7).remainderReportingOverflow(dividingBy: runtime(0))
print(r1, r2, r3, r4, r5, r6)
print(r2.partialValue, r2.overflow)

// Masking shifts
let x: UInt8 = 0b1011_0001
print(x &<< 1, x &<< 9, x &>> 4, x &>> 12, x << 9, x >> 12)
let s: Int8 = -128
print(s >> 1, s >> 7, s >> 100, s &>> 9, s << 1, s &<< 1)

// Conversions: truncating, clamping, bitPattern
let big = 1000
print(Int8(truncatingIfNeeded: big), UInt8(truncatingIfNeeded: -1), Int8(clamping: big), UInt8(clamping: -5))
print(Int8(exactly: 127) as Any, Int8(exactly: 128) as Any, UInt(bitPattern: -1) == UInt.max, Int16(bitPattern: 0xFFFE))
print(Int32(bitPattern: 0x8000_0000), UInt32(bitPattern: -2))

// Full-width multiply and divide
let fw = UInt8(200).multipliedFullWidth(by: 100)
print(fw.high, fw.low, Int(fw.high) * 256 + Int(fw.low))
let dv = UInt8(7).dividingFullWidth((high: 1, low: 4))
print(dv.quotient, dv.remainder)

// Bit inspection
let v: UInt16 = 0b0000_1010_0000_0100
print(v.nonzeroBitCount, v.leadingZeroBitCount, v.trailingZeroBitCount, v.byteSwapped, String(v, radix: 2))
print(Int8(-1).nonzeroBitCount, Int8.min.leadingZeroBitCount, (-8 as Int8).trailingZeroBitCount)

// Wrapping hash-like accumulation (FNV-1a 32-bit)
func fnv1a(_ s: String) -> UInt32 {
    var h: UInt32 = 2166136261
    for b in s.utf8 { h ^= UInt32(b); h = h &* 16777619 }
    return h
}
print(fnv1a(""), fnv1a("a"), fnv1a("hello"), String(fnv1a("swift"), radix: 16))

// Negation and magnitude edge cases
print(Int8.min.magnitude, (-5 as Int8).magnitude, 0 &- Int8.min, Int64.min.magnitude)
print((-7) / 2, (-7) % 2, 7 / -2, 7 % -2, (-7).quotientAndRemainder(dividingBy: 2))
print(abs(Int16(-300)), Int8(-1).signum(), UInt8(9).signum(), Int(0).signum())

// expect: -128 127 -2 -128
// expect: 0 255 144 24464
// expect: true true
// expect: (partialValue: 127, overflow: false) (partialValue: -128, overflow: true) (partialValue: 254, overflow: true) (partialValue: -5536, overflow: true) (partialValue: -2147483648, overflow: true) (partialValue: 7, overflow: true)
// expect: -128 true
// expect: 98 98 11 11 0 0
// expect: -64 -1 -1 -64 0 0
// expect: -24 255 127 0
// expect: Optional(127) nil true -2
// expect: -2147483648 4294967294
// expect: 78 32 20000
// expect: 37 1
// expect: 3 4 2 1034 101000000100
// expect: 8 0 3
// expect: 2166136261 3826002220 1335831723 b13260d8
// expect: 128 5 -128 9223372036854775808
// expect: -3 -1 -3 1 (quotient: -3, remainder: -1)
// expect: 300 -1 1 0
