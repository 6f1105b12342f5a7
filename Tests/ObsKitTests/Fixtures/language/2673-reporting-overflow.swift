// Compiler test style: addingReportingOverflow and friends return (partialValue, overflow)
func divide<T: FixedWidthInteger>(_ a: T, _ b: T) -> (partialValue: T, overflow: Bool) {
    return a.dividedReportingOverflow(by: b)
}
func rem<T: FixedWidthInteger>(_ a: T, _ b: T) -> (partialValue: T, overflow: Bool) {
    return a.remainderReportingOverflow(dividingBy: b)
}
let r1 = Int8(100).addingReportingOverflow(100)
print(r1.partialValue, r1.overflow)
let r2 = UInt8(5).subtractingReportingOverflow(10)
print(r2.partialValue, r2.overflow)
let r3 = Int16(300).multipliedReportingOverflow(by: 300)
print(r3.partialValue, r3.overflow)
let r4 = divide(Int.min, -1)
print(r4.partialValue, r4.overflow)
let r5 = divide(Int32(7), 0)
print(r5.partialValue, r5.overflow)
let r6 = rem(Int8(-7), 2)
print(r6.partialValue, r6.overflow)
let r8 = rem(Int8.min, -1)
print(r8.partialValue, r8.overflow)
let r7 = UInt64(10).addingReportingOverflow(20)
print(r7)
let (v, o) = Int8.min.multipliedReportingOverflow(by: -1)
print("v=\(v) o=\(o)")

// expect: -56 true
// expect: 251 true
// expect: 24464 true
// expect: -9223372036854775808 true
// expect: 7 true
// expect: -1 false
// expect: 0 true
// expect: (partialValue: 30, overflow: false)
// expect: v=-128 o=true
