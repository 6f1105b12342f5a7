// Apple docs style (FixedWidthInteger.multipliedFullWidth(by:), dividingFullWidth(_:)): double-width arithmetic
let a: UInt8 = 200
let b: UInt8 = 100
let full = a.multipliedFullWidth(by: b)
print("200 * 100 as UInt8 parts: high \(full.high), low \(full.low)")
print("recombined:", Int(full.high) << 8 | Int(full.low))

// Signed full-width multiplication
let x: Int8 = -100
let y: Int8 = 50
let sfull = x.multipliedFullWidth(by: y)
print("-100 * 50: high \(sfull.high), low \(sfull.low), value \(Int(sfull.high) * 256 + Int(sfull.low))")

// UInt64 products beyond 64 bits
let big: UInt64 = 0xFFFF_FFFF_FFFF_FFFF
let p = big.multipliedFullWidth(by: big)
print("max*max high: \(String(p.high, radix: 16)), low: \(String(p.low, radix: 16))")

let c: UInt64 = 10_000_000_000
let p2 = c.multipliedFullWidth(by: c)
print("1e10 squared: high \(p2.high), low \(p2.low)")

// Dividing the double-width value back
let (q, r) = c.dividingFullWidth((high: p2.high, low: p2.low))
print("divided back by 1e10: quotient \(q), remainder \(r)")

// Multiply then divide without overflow: (a * b) / d
func mulDiv(_ a: UInt32, _ b: UInt32, _ d: UInt32) -> UInt32 {
    let prod = a.multipliedFullWidth(by: b)
    return d.dividingFullWidth(prod).quotient
}
print("mulDiv(4_000_000_000, 3, 4):", mulDiv(4_000_000_000, 3, 4))
print("naive would overflow:", UInt32(4_000_000_000).multipliedReportingOverflow(by: 3).overflow)

// Scaling a percentage of a large amount
let balance: UInt64 = 18_000_000_000_000_000_000
let percent: UInt64 = 37
let scaled = UInt64(100).dividingFullWidth(balance.multipliedFullWidth(by: percent))
print("37% of \(balance) = \(scaled.quotient) remainder \(scaled.remainder)")

// Int16 dividingFullWidth with a negative dividend
let divisor: Int16 = 7
let wide = Int16(-1000).multipliedFullWidth(by: 100)
let res = divisor.dividingFullWidth(wide)
print("-1000*100/7 = \(res.quotient) r \(res.remainder)")

// expect: 200 * 100 as UInt8 parts: high 78, low 32
// expect: recombined: 20000
// expect: -100 * 50: high -20, low 120, value -5000
// expect: max*max high: fffffffffffffffe, low: 1
// expect: 1e10 squared: high 5, low 7766279631452241920
// expect: divided back by 1e10: quotient 10000000000, remainder 0
// expect: mulDiv(4_000_000_000, 3, 4): 3000000000
// expect: naive would overflow: true
// expect: 37% of 18000000000000000000 = 6660000000000000000 remainder 0
// expect: -1000*100/7 = -14285 r -5
