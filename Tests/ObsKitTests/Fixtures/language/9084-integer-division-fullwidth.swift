// Compiler test style: integer arithmetic APIs — quotientAndRemainder sign rules, ReportingOverflow variants, multipliedFullWidth and dividingFullWidth
let pairs = [(17, 5), (-17, 5), (17, -5), (-17, -5), (0, 3)]
for (a, b) in pairs {
    let (q, r) = a.quotientAndRemainder(dividingBy: b)
    print(a, b, q, r, a / b, a % b, q * b + r == a)
}

// Modulo that is always non-negative.
func mod(_ a: Int, _ n: Int) -> Int { let r = a % n; return r < 0 ? r + n : r }
print((-7...7).map { mod($0, 3) })

// ReportingOverflow variants.
let big = Int8.max
print(big.addingReportingOverflow(1))
print(Int8.min.subtractingReportingOverflow(1))
print(Int8(64).multipliedReportingOverflow(by: 2))
var zero: Int8 = 0, minusOne: Int8 = -1
print(Int8.min.dividedReportingOverflow(by: minusOne))
print(Int8(7).dividedReportingOverflow(by: zero))
print(Int8(7).remainderReportingOverflow(dividingBy: zero))
print(UInt8(5).subtractingReportingOverflow(10))

// Wrapping operators.
print(Int8.max &+ 1, Int8.min &- 1, UInt8(200) &* 2, Int16(300) &* 300)
print(UInt8(1) &<< 9, Int8(-128) &>> 1, UInt8(0xF0) &>> 12)

// multipliedFullWidth returns (high, low).
let m = UInt8(200).multipliedFullWidth(by: 3)
print(m.high, m.low, Int(m.high) * 256 + Int(m.low))
let m2 = Int8(-100).multipliedFullWidth(by: 100)
print(m2.high, m2.low)
let m3 = UInt64.max.multipliedFullWidth(by: UInt64.max)
print(m3.high, m3.low)
let m4 = Int64.max.multipliedFullWidth(by: 4)
print(m4.high, m4.low)

// dividingFullWidth reverses it.
let d = UInt8(7).dividingFullWidth((high: 2, low: 100))  // (2*256+100) / 7
print(d.quotient, d.remainder, (2 * 256 + 100) / 7, (2 * 256 + 100) % 7)
let back = UInt64.max.dividingFullWidth(m3)
print(back.quotient == UInt64.max, back.remainder)

// Generic helper across integer widths.
func describeDivision<T: BinaryInteger>(_ a: T, _ b: T) -> String {
    let (q, r) = a.quotientAndRemainder(dividingBy: b)
    return "\(T.self): \(q) r \(r)"
}
print(describeDivision(UInt16(65535), 256))
print(describeDivision(Int32(-1_000_000), 7))
print(describeDivision(UInt8(9), 10))

// isMultiple(of:) edge cases.
print(12.isMultiple(of: 4), 12.isMultiple(of: 5), 0.isMultiple(of: 0), 5.isMultiple(of: 0), Int.min.isMultiple(of: -1))

// signum, magnitude, abs
print((-5).signum(), 0.signum(), 9.signum(), Int8.min.magnitude, type(of: Int8.min.magnitude), (-3).magnitude)

// expect: 17 5 3 2 3 2 true
// expect: -17 5 -3 -2 -3 -2 true
// expect: 17 -5 -3 2 -3 2 true
// expect: -17 -5 3 -2 3 -2 true
// expect: 0 3 0 0 0 0 true
// expect: [2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1]
// expect: (partialValue: -128, overflow: true)
// expect: (partialValue: 127, overflow: true)
// expect: (partialValue: -128, overflow: true)
// expect: (partialValue: -128, overflow: true)
// expect: (partialValue: 7, overflow: true)
// expect: (partialValue: 7, overflow: true)
// expect: (partialValue: 251, overflow: true)
// expect: -128 127 144 24464
// expect: 2 -64 15
// expect: 2 88 600
// expect: -40 240
// expect: 18446744073709551614 1
// expect: 1 18446744073709551612
// expect: 87 3 87 3
// expect: true 0
// expect: UInt16: 255 r 255
// expect: Int32: -142857 r -1
// expect: UInt8: 0 r 9
// expect: true false true false true
// expect: -1 0 1 128 UInt8 3
