// Blog style (reporting overflow): detecting overflow with addingReportingOverflow and friends
let big: Int8 = 120
let r1 = big.addingReportingOverflow(10)
print(r1.partialValue, r1.overflow)
let r2 = big.subtractingReportingOverflow(-10)
print(r2)
let r3 = Int16(300).multipliedReportingOverflow(by: 200)
print(r3.partialValue, r3.overflow)
func divider(_ d: Int32) -> Int32 { d }
let r4 = Int32.min.dividedReportingOverflow(by: divider(-1))
print(r4.partialValue, r4.overflow)
let zeros = [0]
let r5 = 10.dividedReportingOverflow(by: zeros[0])
print(r5.partialValue, r5.overflow)
let r6 = 10.remainderReportingOverflow(dividingBy: 3)
print(r6)
let r7 = UInt8(5).subtractingReportingOverflow(6)
print(r7.partialValue, r7.overflow)

func checkedProduct(_ xs: [Int32]) -> Int32? {
    var p: Int32 = 1
    for x in xs {
        let (v, o) = p.multipliedReportingOverflow(by: x)
        if o { return nil }
        p = v
    }
    return p
}
print(checkedProduct([2, 3, 7]) as Any)
print(checkedProduct([65536, 65536]) as Any)
print(checkedProduct([]).map { "\($0)" } ?? "none")
// expect: -126 true
// expect: (partialValue: -126, overflow: true)
// expect: -5536 true
// expect: -2147483648 true
// expect: 10 true
// expect: (partialValue: 1, overflow: false)
// expect: 255 true
// expect: Optional(42)
// expect: nil
// expect: 1
