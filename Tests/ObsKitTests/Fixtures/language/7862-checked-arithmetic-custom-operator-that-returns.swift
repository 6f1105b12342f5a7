// Blog style (checked arithmetic): a custom operator that returns nil on overflow
infix operator +? : AdditionPrecedence
infix operator *? : MultiplicationPrecedence

func +? <T: FixedWidthInteger>(lhs: T?, rhs: T?) -> T? {
    guard let l = lhs, let r = rhs else { return nil }
    let (v, o) = l.addingReportingOverflow(r)
    return o ? nil : v
}
func *? <T: FixedWidthInteger>(lhs: T?, rhs: T?) -> T? {
    guard let l = lhs, let r = rhs else { return nil }
    let (v, o) = l.multipliedReportingOverflow(by: r)
    return o ? nil : v
}
let a: Int8? = 100
print(a +? 27 as Any)
print(a +? 28 as Any)
print((Int8(10) *? 12) as Any)
print((Int8(10) *? 13) as Any)
print((UInt8(2) *? 3 +? 4) as Any)
func factorial(_ n: Int) -> Int? {
    var acc: Int? = 1
    for i in stride(from: 2, through: n, by: 1) { acc = acc *? i }
    return acc
}
for n in [0, 5, 20, 21] {
    print(n, factorial(n).map(String.init) ?? "overflow")
}
// expect: Optional(127)
// expect: nil
// expect: Optional(120)
// expect: nil
// expect: Optional(10)
// expect: 0 1
// expect: 5 120
// expect: 20 2432902008176640000
// expect: 21 overflow
