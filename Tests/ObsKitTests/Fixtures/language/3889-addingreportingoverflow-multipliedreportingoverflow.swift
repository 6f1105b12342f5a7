// Compiler test style: addingReportingOverflow and multipliedReportingOverflow
let a = Int8.max.addingReportingOverflow(1)
print(a.partialValue, a.overflow)
let b = UInt8(200).addingReportingOverflow(55)
print(b.partialValue, b.overflow)
let c = UInt8(0).subtractingReportingOverflow(1)
print(c.partialValue, c.overflow)
let d = Int16(200).multipliedReportingOverflow(by: 200)
print(d.partialValue, d.overflow)
let e = Int16(100).multipliedReportingOverflow(by: -300)
print(e)
let f = Int.max.multipliedReportingOverflow(by: 2)
print(f.partialValue == -2, f.overflow)

func checkedFactorial(_ n: Int) -> Int? {
    var result = 1
    for k in 1...max(n, 1) {
        let (p, overflow) = result.multipliedReportingOverflow(by: k)
        if overflow { return nil }
        result = p
    }
    return result
}
for n in [5, 20, 21] {
    print("\(n)! = \(checkedFactorial(n).map(String.init) ?? "overflow")")
}

var total: UInt16 = 0
var wraps = 0
for step in stride(from: 10_000, through: 50_000, by: 10_000) {
    let (sum, didOverflow) = total.addingReportingOverflow(UInt16(step))
    if didOverflow { wraps += 1 }
    total = sum
}
print("total \(total), wraps \(wraps)")
let full = UInt8(250).multipliedFullWidth(by: 4)
print(full.high, full.low)
let wide = Int64.max.multipliedFullWidth(by: 4)
print(wide.high, wide.low)
// expect: -128 true
// expect: 255 false
// expect: 255 true
// expect: -25536 true
// expect: (partialValue: -30000, overflow: false)
// expect: true true
// expect: 5! = 120
// expect: 20! = 2432902008176640000
// expect: 21! = overflow
// expect: total 18928, wraps 2
// expect: 3 232
// expect: 1 18446744073709551612
