// Integer division and modular arithmetic: truncation toward zero, sign of %, floor mod, gcd/lcm, full-width ops
let pairs = [(7, 3), (-7, 3), (7, -3), (-7, -3), (0, 5), (3, 7)]
for (a, b) in pairs {
    let q = a / b, r = a % b
    let qr = a.quotientAndRemainder(dividingBy: b)
    print("\(a)/\(b)=\(q) \(a)%\(b)=\(r) check=\(q * b + r == a) qr=\(qr.quotient),\(qr.remainder)")
}
func floorMod(_ a: Int, _ m: Int) -> Int { ((a % m) + m) % m }
func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}
print((-10...10).filter { $0 % 4 == 0 }.map { floorMod($0 - 1, 4) })
print([-7, -6, -1, 0, 1, 6, 7].map { floorDiv($0, 3) }, [-7, -6, -1, 0, 1, 6, 7].map { $0 / 3 })
print(floorMod(-1, 26), floorMod(27, 26), floorMod(-27, 26))
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
func lcm(_ a: Int, _ b: Int) -> Int { a == 0 || b == 0 ? 0 : abs(a / gcd(a, b) * b) }
print(gcd(48, 18), gcd(-48, 18), gcd(0, 5), gcd(0, 0), lcm(4, 6), lcm(-3, 5), lcm(0, 9))
print([12, 18, 30].reduce(0, gcd), [2, 3, 4, 5].reduce(1, lcm))
func powMod(_ base: Int, _ exp: Int, _ m: Int) -> Int {
    var result = 1, b = base % m, e = exp
    while e > 0 {
        if e & 1 == 1 { result = result * b % m }
        b = b * b % m
        e >>= 1
    }
    return result
}
print(powMod(2, 10, 1000), powMod(3, 200, 13), powMod(7, 0, 5), powMod(10, 18, 7))
let big = Int.max
let full = big.multipliedFullWidth(by: 4)
print(full.high, full.low)
let div = Int(100).dividingFullWidth((high: 0, low: 1000))
print(div.quotient, div.remainder)
let u = UInt8(200).multipliedFullWidth(by: 3)
print(u.high, u.low, Int(u.high) * 256 + Int(u.low))
let zero = Int("0")!, minusOne = Int("-1")!, five = 5
print(Int.min / 1, Int.min.remainderReportingOverflow(dividingBy: minusOne), Int.min.dividedReportingOverflow(by: minusOne))
print(five.dividedReportingOverflow(by: zero), five.remainderReportingOverflow(dividingBy: zero))
print(UInt(7) / 2, UInt(7) % 2, UInt8(255) / 16, UInt8(255) % 16)
print(17.isMultiple(of: -17), (-18).isMultiple(of: 3), 1000.quotientAndRemainder(dividingBy: 7))
var digits: [Int] = []
var n = 9876
while n > 0 { let (q, r) = n.quotientAndRemainder(dividingBy: 10); digits.append(r); n = q }
print(digits, digits.reversed().reduce(0) { $0 * 10 + $1 })
func toBase(_ x: Int, _ base: Int) -> String {
    guard x != 0 else { return "0" }
    var v = abs(x), out: [Character] = []
    let symbols = Array("0123456789ABCDEF")
    while v > 0 { out.append(symbols[v % base]); v /= base }
    return (x < 0 ? "-" : "") + String(out.reversed())
}
print(toBase(255, 16), toBase(-10, 2), toBase(0, 8), toBase(100, 7), String(100, radix: 7))
let clockTimes = [(22, 5), (23, 70), (-1, 0)].map { (h, add) in floorMod(h + add, 24) }
print(clockTimes)

// expect: 7/3=2 7%3=1 check=true qr=2,1
// expect: -7/3=-2 -7%3=-1 check=true qr=-2,-1
// expect: 7/-3=-2 7%-3=1 check=true qr=-2,1
// expect: -7/-3=2 -7%-3=-1 check=true qr=2,-1
// expect: 0/5=0 0%5=0 check=true qr=0,0
// expect: 3/7=0 3%7=3 check=true qr=0,3
// expect: [3, 3, 3, 3, 3]
// expect: [-3, -2, -1, 0, 0, 2, 2] [-2, -2, 0, 0, 0, 2, 2]
// expect: 25 1 25
// expect: 6 6 5 0 12 15 0
// expect: 6 60
// expect: 24 9 1 1
// expect: 1 18446744073709551612
// expect: 10 0
// expect: 2 88 600
// expect: -9223372036854775808 (partialValue: 0, overflow: true) (partialValue: -9223372036854775808, overflow: true)
// expect: (partialValue: 5, overflow: true) (partialValue: 5, overflow: true)
// expect: 3 1 15 15
// expect: true true (quotient: 142, remainder: 6)
// expect: [6, 7, 8, 9] 9876
// expect: FF -1010 0 202 202
// expect: [3, 21, 23]
