// arithmetic that reports overflow, full-width multiply/divide, quotient and remainder signs
// expected output: swiftc 6.3.1 (Linux), run on this machine
let a = Int8(100)
let r1 = a.addingReportingOverflow(50)
let r2 = a.subtractingReportingOverflow(-30)
let r3 = a.multipliedReportingOverflow(by: 2)
let divisors: [Int8] = [-1, 0]
let r4 = Int8.min.dividedReportingOverflow(by: divisors[0])
let r5 = Int8(7).remainderReportingOverflow(dividingBy: divisors[1])
print(r1, r2.partialValue, r2.overflow, r3, r4, r5)

let u = UInt8(200)
print(u &+ 100, u &- 201, u &* 2, UInt8(0) &- 1, Int8.max &+ 1, Int8.min &- 1, -Int8.max &- 2)
print(Int16.max &* Int16.max, Int.min &* -1, 0 &- Int.min == Int.min)

let big = UInt64.max
let full = big.multipliedFullWidth(by: big)
print(full.high, full.low)
let prod = Int64(3_000_000_000).multipliedFullWidth(by: 5_000_000_000)
print(prod.high, prod.low)
let (q, r) = UInt8(10).dividingFullWidth((high: 3, low: 7))
print(q, r, 3 * 256 + 7, UInt16(q) * 10 + UInt16(r))

for (x, y) in [(7, 3), (-7, 3), (7, -3), (-7, -3)] {
    let qr = x.quotientAndRemainder(dividingBy: y)
    let floorMod = ((x % y) + y) % y
    print(x, y, "/", x / y, "%", x % y, "qr", qr.quotient, qr.remainder, "mod", floorMod)
}

func checkedSum(_ xs: [UInt8]) -> UInt8? {
    var t: UInt8 = 0
    for x in xs {
        let (v, o) = t.addingReportingOverflow(x)
        if o { return nil }
        t = v
    }
    return t
}
print(checkedSum([100, 100, 55]) as Any, checkedSum([100, 100, 56]) as Any)

func factorial(_ n: Int) -> Int? {
    var acc = 1
    for i in 1...max(n, 1) {
        let (m, o) = acc.multipliedReportingOverflow(by: i)
        if o { return nil }
        acc = m
    }
    return acc
}
print((18...22).map { factorial($0).map(String.init) ?? "overflow" })

func hash(_ s: String) -> UInt32 {
    var h: UInt32 = 2166136261
    for b in s.utf8 {
        h ^= UInt32(b)
        h = h &* 16777619
    }
    return h
}
print(hash(""), hash("a"), hash("hello"))
var lcg: UInt32 = 12345
var seq: [UInt32] = []
for _ in 0..<4 { lcg = lcg &* 1103515245 &+ 12345; seq.append(lcg >> 16) }
print(seq)
print(Int.max.addingReportingOverflow(1).overflow, UInt.max.multipliedReportingOverflow(by: 0).overflow)
print((-8).quotientAndRemainder(dividingBy: 3), 8.isMultiple(of: 4), (-9).isMultiple(of: 3), 0.isMultiple(of: 0))

// expect: (partialValue: -106, overflow: true) -126 true (partialValue: -56, overflow: true) (partialValue: -128, overflow: true) (partialValue: 7, overflow: true)
// expect: 44 255 144 255 -128 127 127
// expect: 1 -9223372036854775808 true
// expect: 18446744073709551614 1
// expect: 0 15000000000000000000
// expect: 77 5 775 775
// expect: 7 3 / 2 % 1 qr 2 1 mod 1
// expect: -7 3 / -2 % -1 qr -2 -1 mod 2
// expect: 7 -3 / -2 % 1 qr -2 1 mod -2
// expect: -7 -3 / 2 % -1 qr 2 -1 mod -1
// expect: Optional(255) nil
// expect: ["6402373705728000", "121645100408832000", "2432902008176640000", "overflow", "overflow"]
// expect: 2166136261 3826002220 1335831723
// expect: [54236, 42756, 54885, 3498]
// expect: true false
// expect: (quotient: -2, remainder: -2) true true true
