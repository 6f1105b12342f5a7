// Apple docs style (FixedWidthInteger): overflow reporting and wrapping arithmetic
let big: Int8 = 120
let sum = big.addingReportingOverflow(10)
print("addingReportingOverflow:", sum.partialValue, sum.overflow)
let ok = big.addingReportingOverflow(7)
print("no overflow:", ok.partialValue, ok.overflow)

let (product, didOverflow) = Int16(300).multipliedReportingOverflow(by: 200)
print("multipliedReportingOverflow:", product, didOverflow)
let small = Int16(30).multipliedReportingOverflow(by: 20)
print("fits:", small)

let diff = UInt8(5).subtractingReportingOverflow(10)
print("subtractingReportingOverflow:", diff.partialValue, diff.overflow)
let divisors: [Int8] = [-1, 0]
let div = Int8.min.dividedReportingOverflow(by: divisors[0])
print("dividedReportingOverflow Int8.min / -1:", div.partialValue, div.overflow)
let byZero = Int8(5).dividedReportingOverflow(by: divisors[1])
print("divide by zero reported:", byZero.partialValue, byZero.overflow)
let rem = Int8(7).remainderReportingOverflow(dividingBy: divisors[1])
print("remainder by zero reported:", rem.partialValue, rem.overflow)

print("wrapping add:", Int8.max &+ 1, UInt8.max &+ 1)
print("wrapping subtract:", Int8.min &- 1, UInt8.min &- 1)
print("wrapping multiply:", Int8(64) &* 4, UInt8(200) &* 2)

let full = UInt8(200).multipliedFullWidth(by: 100)
print("multipliedFullWidth high/low:", full.high, full.low, "value:", Int(full.high) * 256 + Int(full.low))

func checkedFactorial(_ n: Int) -> Int? {
    var result = 1
    for k in 1...max(n, 1) {
        let (next, overflow) = result.multipliedReportingOverflow(by: k)
        if overflow { return nil }
        result = next
    }
    return result
}
for n in [5, 20, 21, 25] {
    if let f = checkedFactorial(n) {
        print("\(n)! = \(f)")
    } else {
        print("\(n)! overflows Int")
    }
}

func safeSum(_ values: [UInt8]) -> (UInt8, Bool) {
    var total: UInt8 = 0
    var anyOverflow = false
    for v in values {
        let r = total.addingReportingOverflow(v)
        total = r.partialValue
        anyOverflow = anyOverflow || r.overflow
    }
    return (total, anyOverflow)
}
print("safeSum small:", safeSum([10, 20, 30]))
print("safeSum large:", safeSum([200, 100, 10]))

var hash: UInt32 = 2166136261
for byte in "swift".utf8 {
    hash ^= UInt32(byte)
    hash = hash &* 16777619
}
print("FNV-1a of 'swift':", hash)
print("Int.max + 1 wraps to min:", Int.max &+ 1 == Int.min)
// expect: addingReportingOverflow: -126 true
// expect: no overflow: 127 false
// expect: multipliedReportingOverflow: -5536 true
// expect: fits: (partialValue: 600, overflow: false)
// expect: subtractingReportingOverflow: 251 true
// expect: dividedReportingOverflow Int8.min / -1: -128 true
// expect: divide by zero reported: 5 true
// expect: remainder by zero reported: 7 true
// expect: wrapping add: -128 0
// expect: wrapping subtract: 127 255
// expect: wrapping multiply: 0 144
// expect: multipliedFullWidth high/low: 78 32 value: 20000
// expect: 5! = 120
// expect: 20! = 2432902008176640000
// expect: 21! overflows Int
// expect: 25! overflows Int
// expect: safeSum small: (60, false)
// expect: safeSum large: (54, true)
// expect: FNV-1a of 'swift': 2972868824
// expect: Int.max + 1 wraps to min: true
