// Integer division and remainder signs: truncation toward zero, quotientAndRemainder, floored mod helpers, overflow corners
let pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5), (5, 7), (-5, 7), (6, 3), (-6, 3)]
for (a, b) in pairs {
    let qr = a.quotientAndRemainder(dividingBy: b)
    print("\(a)/\(b)=\(a / b) \(a)%\(b)=\(a % b) qr=(\(qr.quotient),\(qr.remainder)) check=\(qr.quotient * b + qr.remainder == a)")
}

func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}
func floorMod(_ a: Int, _ b: Int) -> Int { ((a % b) + b) % b }
func euclidMod(_ a: Int, _ b: Int) -> Int { let r = a % b; return r < 0 ? r + abs(b) : r }
print(pairs.map { floorDiv($0.0, $0.1) })
print(pairs.map { floorMod($0.0, $0.1) })
print(pairs.map { euclidMod($0.0, $0.1) })

print((-13).isMultiple(of: 13), 0.isMultiple(of: 0), 5.isMultiple(of: 0), Int.min.isMultiple(of: -1))
func opaque<T>(_ x: T) -> T { x }
let minusOne = opaque(-1), zero = opaque(0)
print(Int.min.dividedReportingOverflow(by: minusOne))
print(Int.min.remainderReportingOverflow(dividingBy: minusOne))
print(Int8(-128).dividedReportingOverflow(by: Int8(minusOne)), Int8(-128).quotientAndRemainder(dividingBy: 3))
print(10.dividedReportingOverflow(by: zero), 10.remainderReportingOverflow(dividingBy: zero))
print(UInt(7).quotientAndRemainder(dividingBy: 3), UInt8(200) / 7, UInt8(200) % 7)

let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
for offset in [-1, -8, 13, -14] {
    print(offset, days[floorMod(3 + offset, 7)])
}
var r = 17
r %= 5
var q = -17
q /= 5
print(r, q)
print(Int.max / minusOne, Int.min / 2, Int.min % 2, (Int.min + 1) % Int.max)

let dividend = (high: 1, low: UInt(5))
let res = UInt(10).dividingFullWidth((high: UInt(dividend.high), low: dividend.low))
print(res.quotient, res.remainder)
let sres = Int(-7).dividingFullWidth((high: -1, low: UInt(bitPattern: -100)))
print(sres.quotient, sres.remainder)
let mf = Int(1 << 62).multipliedFullWidth(by: 8)
print(mf.high, mf.low)
print((-9).signum() * (9 % 4), abs(-9 % 4), -(9 % 4))
let temps = [-15, -10, -5, 0, 5]
print(temps.map { $0 / 10 }, temps.map { floorDiv($0, 10) })
print(temps.map { $0 >> 1 }, temps.map { $0 / 2 })

// expect: 7/2=3 7%2=1 qr=(3,1) check=true
// expect: -7/2=-3 -7%2=-1 qr=(-3,-1) check=true
// expect: 7/-2=-3 7%-2=1 qr=(-3,1) check=true
// expect: -7/-2=3 -7%-2=-1 qr=(3,-1) check=true
// expect: 0/5=0 0%5=0 qr=(0,0) check=true
// expect: 5/7=0 5%7=5 qr=(0,5) check=true
// expect: -5/7=0 -5%7=-5 qr=(0,-5) check=true
// expect: 6/3=2 6%3=0 qr=(2,0) check=true
// expect: -6/3=-2 -6%3=0 qr=(-2,0) check=true
// expect: [3, -4, -4, 3, 0, 0, -1, 2, -2]
// expect: [1, 1, -1, -1, 0, 5, 2, 0, 0]
// expect: [1, 1, 1, 1, 0, 5, 2, 0, 0]
// expect: true true false true
// expect: (partialValue: -9223372036854775808, overflow: true)
// expect: (partialValue: 0, overflow: true)
// expect: (partialValue: -128, overflow: true) (quotient: -42, remainder: -2)
// expect: (partialValue: 10, overflow: true) (partialValue: 10, overflow: true)
// expect: (quotient: 2, remainder: 1) 28 4
// expect: -1 Tue
// expect: -8 Tue
// expect: 13 Tue
// expect: -14 Wed
// expect: 2 -3
// expect: -9223372036854775807 -4611686018427387904 0 0
// expect: 1844674407370955162 1
// expect: 14 -2
// expect: 2 0
// expect: -1 1 -1
// expect: [-1, -1, 0, 0, 0] [-2, -1, -1, 0, 0]
// expect: [-8, -5, -3, 0, 2] [-7, -5, -2, 0, 2]
