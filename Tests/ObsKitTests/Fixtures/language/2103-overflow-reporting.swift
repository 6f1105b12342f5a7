// Compiler test style: overflow detection with addingReportingOverflow and friends, and wrapping operators
let big = Int8.max
var zero = 0
var minusOne: Int32 = -1
let r = big.addingReportingOverflow(1)
print(r.partialValue, r.overflow)
let (v, o) = Int8(100).addingReportingOverflow(27)
print(v, o)
print(Int8.min.subtractingReportingOverflow(1))
print(UInt8(200).multipliedReportingOverflow(by: 2))
print(UInt8(20).multipliedReportingOverflow(by: 2))
print(Int.min.dividedReportingOverflow(by: Int(minusOne)))
print(Int(7).dividedReportingOverflow(by: zero))
print(Int(7).remainderReportingOverflow(dividingBy: zero))
print(Int32.min.remainderReportingOverflow(dividingBy: minusOne))

print(Int8.max &+ 1, Int8.min &- 1, UInt8(0) &- 1, UInt8(16) &* 17)
print(Int16(1) &<< 15, Int16(-32768) &>> 15, UInt8(1) &<< 9)

func checkedSum(_ xs: [Int8]) -> Int8? {
    var acc: Int8 = 0
    for x in xs {
        let (s, overflow) = acc.addingReportingOverflow(x)
        if overflow {
            print("  overflow adding \(x) to \(acc)")
            return nil
        }
        acc = s
    }
    return acc
}
print(checkedSum([10, 20, 30]) as Any)
print(checkedSum([100, 20, 10]) as Any)
print(checkedSum([-100, -28, -1]) as Any)

func factorialFits(_ n: Int) -> Bool {
    var f = 1
    for i in 1...n {
        let (p, ov) = f.multipliedReportingOverflow(by: i)
        if ov { return false }
        f = p
    }
    return true
}
let largest = (1...30).last { factorialFits($0) }!
print("largest n with n! in Int:", largest)
print(UInt64.max.multipliedFullWidth(by: 2))
print(Int8(-128).magnitude, Int8(-5).magnitude, type(of: Int8(-5).magnitude))
print(Int32(truncatingIfNeeded: Int64(0x1_0000_0005)), UInt8(truncatingIfNeeded: -1), Int8(clamping: 300), UInt8(clamping: -4))
print(Int8(exactly: 127) as Any, Int8(exactly: 128) as Any, UInt(exactly: -1) as Any, Int16(exactly: UInt64(500)) as Any)

// expect: -128 true
// expect: 127 false
// expect: (partialValue: 127, overflow: true)
// expect: (partialValue: 144, overflow: true)
// expect: (partialValue: 40, overflow: false)
// expect: (partialValue: -9223372036854775808, overflow: true)
// expect: (partialValue: 7, overflow: true)
// expect: (partialValue: 7, overflow: true)
// expect: (partialValue: 0, overflow: true)
// expect: -128 127 255 16
// expect: -32768 -1 2
// expect: Optional(60)
// expect:   overflow adding 10 to 120
// expect: nil
// expect:   overflow adding -1 to -128
// expect: nil
// expect: largest n with n! in Int: 20
// expect: (high: 1, low: 18446744073709551614)
// expect: 128 5 UInt8
// expect: 5 255 127 0
// expect: Optional(127) nil nil Optional(500)
