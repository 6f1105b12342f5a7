// Compiler test style: overflow operators and reportingOverflow methods
let a: UInt8 = 250
print(a &+ 10, a &- 255, a &* 3)
let b: Int8 = 127
print(b &+ 1, Int8.min &- 1, b &* 2, Int8(-128) &* -1)
print(Int.max &+ 1 == Int.min)
let r1 = a.addingReportingOverflow(10)
print(r1.partialValue, r1.overflow)
let r2 = a.addingReportingOverflow(5)
print(r2)
let r3 = Int8(100).multipliedReportingOverflow(by: 2)
print(r3.partialValue, r3.overflow)
var minusOne: Int8 = -1
let r4 = Int8.min.dividedReportingOverflow(by: minusOne)
print(r4.partialValue, r4.overflow)
var zero: Int32 = 0
let r5 = Int32(10).dividedReportingOverflow(by: zero)
print(r5.partialValue, r5.overflow)
let r6 = UInt16(3).subtractingReportingOverflow(5)
print(r6.partialValue, r6.overflow)
let r7 = Int8.min.remainderReportingOverflow(dividingBy: minusOne)
print(r7.partialValue, r7.overflow)
let full = UInt8(200).multipliedFullWidth(by: 100)
print(full.high, full.low, Int(full.high) * 256 + Int(full.low))
let full2 = Int8(-100).multipliedFullWidth(by: 100)
print(full2.high, full2.low)
let full3 = UInt64.max.multipliedFullWidth(by: UInt64.max)
print(full3.high, full3.low)
let dw = UInt8(3).dividingFullWidth((high: 1, low: 4))
print(dw.quotient, dw.remainder)
var acc: UInt8 = 1
for _ in 0..<10 { acc = acc &* 3 }
print(acc)
var h: UInt32 = 2166136261
for byte in "abc".utf8 { h = (h ^ UInt32(byte)) &* 16777619 }
print(h)

// expect: 4 251 238
// expect: -128 127 -2 -128
// expect: true
// expect: 4 true
// expect: (partialValue: 255, overflow: false)
// expect: -56 true
// expect: -128 true
// expect: 10 true
// expect: 65534 true
// expect: 0 true
// expect: 78 32 20000
// expect: -40 240
// expect: 18446744073709551614 1
// expect: 86 2
// expect: 169
// expect: 440920331
