// Swift stdlib test style (numbers): addingReportingOverflow, subtractingReportingOverflow, multipliedReportingOverflow, dividedReportingOverflow and the &+ &- &* wrapping operators at the limits
let a = Int.max
let r1 = a.addingReportingOverflow(1)
print(r1.partialValue, r1.overflow)
let r2 = a.addingReportingOverflow(-1)
print(r2.partialValue, r2.overflow)
let r3 = Int.min.subtractingReportingOverflow(1)
print(r3.partialValue, r3.overflow)
let r4 = Int.max.multipliedReportingOverflow(by: 2)
print(r4.partialValue, r4.overflow)
let r5 = (1 << 31).multipliedReportingOverflow(by: 1 << 31)
print(r5.partialValue, r5.overflow)
let minusOne = -1
let r6 = Int.min.dividedReportingOverflow(by: minusOne)
print(r6.partialValue, r6.overflow)
let zero = 0
let r7 = 10.dividedReportingOverflow(by: zero)
print(r7.partialValue, r7.overflow)
let r8 = 10.remainderReportingOverflow(dividingBy: 3)
print(r8.partialValue, r8.overflow)

let u: UInt8 = 250
let s1 = u.addingReportingOverflow(10)
print(s1.partialValue, s1.overflow)
let s2 = UInt8(3).subtractingReportingOverflow(5)
print(s2.partialValue, s2.overflow)
let s3 = UInt8(16).multipliedReportingOverflow(by: 16)
print(s3, type(of: s3.partialValue))
let s4 = Int8(-128).multipliedReportingOverflow(by: -1)
print(s4.partialValue, s4.overflow)

print(Int8.max &+ 1, Int8.min &- 1, Int8(100) &* 3, UInt8(0) &- 1)
print(Int.max &+ Int.max, UInt32.max &* UInt32.max, Int16.min &* -1)
var counter: UInt8 = 254
for _ in 0..<4 {
    counter &+= 1
    print(counter, terminator: " ")
}
print()

func safeProduct(_ values: [Int32]) -> Int32? {
    var product: Int32 = 1
    for v in values {
        let (next, overflow) = product.multipliedReportingOverflow(by: v)
        if overflow { return nil }
        product = next
    }
    return product
}
print(safeProduct([2, 3, 4]) as Any, safeProduct([65536, 65536]) as Any, safeProduct([]) as Any)
let full = Int.max.multipliedFullWidth(by: 4)
print(full.high, full.low)
print(UInt8(200).multipliedFullWidth(by: 3))

// expect: -9223372036854775808 true
// expect: 9223372036854775806 false
// expect: 9223372036854775807 true
// expect: -2 true
// expect: 4611686018427387904 false
// expect: -9223372036854775808 true
// expect: 10 true
// expect: 1 false
// expect: 4 true
// expect: 254 true
// expect: (partialValue: 0, overflow: true) UInt8
// expect: -128 true
// expect: -128 127 44 255
// expect: -2 1 -32768
// expect: 255 0 1 2 
// expect: Optional(24) nil Optional(1)
// expect: 1 18446744073709551612
// expect: (high: 2, low: 88)
