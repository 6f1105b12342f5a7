// Blog style (integer division edge cases): signed division, remainder signs and Int.min
let dividends = [7, -7]
let divisors = [2, -2]
for a in dividends {
    for b in divisors {
        print("\(a) / \(b) = \(a / b), \(a) % \(b) = \(a % b)")
    }
}
let m = Int8.min
print(m / 2, m % 3)
print(m.dividedReportingOverflow(by: -1))
print(m.remainderReportingOverflow(dividingBy: -1))
print(UInt8(255) / 16, UInt8(255) % 16)
func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q
}
print(floorDiv(7, 2), floorDiv(-7, 2), floorDiv(7, -2), floorDiv(-8, 2))
print((-7).isMultiple(of: 7), 0.isMultiple(of: 0), 5.isMultiple(of: 0), Int.min.isMultiple(of: -1))
print(10.isMultiple(of: 3), UInt(12).isMultiple(of: 4))
// expect: 7 / 2 = 3, 7 % 2 = 1
// expect: 7 / -2 = -3, 7 % -2 = 1
// expect: -7 / 2 = -3, -7 % 2 = -1
// expect: -7 / -2 = 3, -7 % -2 = -1
// expect: -64 -2
// expect: (partialValue: -128, overflow: true)
// expect: (partialValue: 0, overflow: true)
// expect: 15 15
// expect: 3 -4 -4 -4
// expect: true true false true
// expect: false true
