// Compiler test style: dividedReportingOverflow and remainderReportingOverflow edge cases
var zero8: Int8 = 0
var minusOne8: Int8 = -1
let r1 = Int8.min.dividedReportingOverflow(by: minusOne8)
print(r1.partialValue, r1.overflow)
let r2 = Int8(100).dividedReportingOverflow(by: zero8)
print(r2.partialValue, r2.overflow)
let r3 = Int8(-100).dividedReportingOverflow(by: 7)
print(r3.partialValue, r3.overflow)
var minusOne = -1
let r4 = Int.min.remainderReportingOverflow(dividingBy: minusOne)
print(r4.partialValue, r4.overflow)
var zero16: UInt16 = 0
let r5 = UInt16(9).remainderReportingOverflow(dividingBy: zero16)
print(r5.partialValue, r5.overflow)
let r6 = Int32(-17).remainderReportingOverflow(dividingBy: 5)
print(r6)

func safeDivide(_ a: Int, _ b: Int) -> String {
    let (q, overflow) = a.dividedReportingOverflow(by: b)
    if overflow {
        return b == 0 ? "division by zero" : "overflow"
    }
    return "\(a) / \(b) = \(q)"
}
print(safeDivide(42, 5))
print(safeDivide(42, 0))
print(safeDivide(Int.min, -1))
print(safeDivide(Int.min, 1))

let pairs: [(Int16, Int16)] = [(7, 2), (-7, 2), (Int16.min, -1), (0, 0)]
for (x, y) in pairs {
    let q = x.dividedReportingOverflow(by: y)
    let r = x.remainderReportingOverflow(dividingBy: y)
    print("\(x), \(y): q=\(q.partialValue)/\(q.overflow) r=\(r.partialValue)/\(r.overflow)")
}
// expect: -128 true
// expect: 100 true
// expect: -14 false
// expect: 0 true
// expect: 9 true
// expect: (partialValue: -2, overflow: false)
// expect: 42 / 5 = 8
// expect: division by zero
// expect: overflow
// expect: -9223372036854775808 / 1 = -9223372036854775808
// expect: 7, 2: q=3/false r=1/false
// expect: -7, 2: q=-3/false r=-1/false
// expect: -32768, -1: q=-32768/true r=0/true
// expect: 0, 0: q=0/true r=0/true
