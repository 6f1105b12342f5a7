// Foundation Decimal: exact base-10 sums, string parsing, rounding with NSDecimalRound, comparison and conversion
// known-gap: error: 9667-decimal-arithmetic.swift:32:60: error: no exact matches in call to initializer 'Decimal'
import Foundation

let a = Decimal(string: "0.1")!
let b = Decimal(string: "0.2")!
print(a + b, a + b == Decimal(string: "0.3")!, 0.1 + 0.2 == 0.3)
let prices = ["19.99", "5.01", "0.333", "100"].compactMap { Decimal(string: $0) }
let total = prices.reduce(0, +)
print(total, prices.count)
print(Decimal(string: "abc") as Any, Decimal(string: "") as Any, Decimal(string: "12abc") as Any)
print(Decimal(10) / Decimal(4), Decimal(1) / Decimal(8), Decimal(2) * Decimal(string: "1.5")!)
print(Decimal(7) - Decimal(string: "7.000")!, Decimal(string: "7.000")!, Decimal(string: "-0.50")!)

func rounded(_ d: Decimal, _ scale: Int, _ mode: NSDecimalNumber.RoundingMode) -> Decimal {
    var src = d
    var out = Decimal()
    NSDecimalRound(&out, &src, scale, mode)
    return out
}
let samples = ["2.345", "2.355", "-2.345", "2.5", "3.5", "-1.25"].map { Decimal(string: $0)! }
print(samples.map { rounded($0, 2, .plain) })
print(samples.map { rounded($0, 2, .bankers) })
print(samples.map { rounded($0, 0, .up) })
print(samples.map { rounded($0, 0, .down) })
print(samples.map { rounded($0, 0, .bankers) })

let third = Decimal(1) / Decimal(3)
print(third)
print(third * 3, third * 3 == 1)
print(rounded(third, 4, .plain), rounded(third * 3, 10, .plain))
print(Decimal(string: "1e3")!, Decimal(string: "1.5E-2")!, Decimal(sign: .minus, exponent: -2, significand: 314))
print(Decimal(123.5).exponent, Decimal(string: "123.50")!.exponent, Decimal(string: "123.50")!.significand)
print(Decimal(string: "3.0")! == Decimal(3), Decimal(2) < Decimal(string: "2.0000001")!, max(Decimal(1), Decimal(string: "0.99")!))
print(Decimal(string: "-4.2")!.sign == .minus, Decimal(0).isZero, Decimal.nan.isNaN, abs(Decimal(string: "-4.2")!))
print(NSDecimalNumber(decimal: Decimal(string: "12.75")!).doubleValue, NSDecimalNumber(decimal: Decimal(string: "12.75")!).intValue)
print((Decimal(string: "1.005")! * 100), pow(Decimal(2), 10), pow(Decimal(string: "1.1")!, 3))
var running = Decimal(0)
for _ in 0..<10 { running += Decimal(string: "0.1")! }
var dbl = 0.0
for _ in 0..<10 { dbl += 0.1 }
print(running, running == 1, dbl, dbl == 1)
let qty = Decimal(3)
let unit = Decimal(string: "9.99")!
let taxRate = Decimal(string: "0.0825")!
let sub = qty * unit
let tax = rounded(sub * taxRate, 2, .plain)
print(sub, tax, sub + tax)
print(Decimal(string: "100")! / Decimal(0) == .nan, (Decimal(string: "100")! / Decimal(0)).isNaN)
print(Decimal(Int64.max), Decimal(UInt64.max) + 1)
print([Decimal(string: "2.5")!, Decimal(1), Decimal(string: "-3")!].sorted(), Decimal(string: "0.000")!.description)

// expect: 0.3 true false
// expect: 125.333 4
// expect: nil nil Optional(12)
// expect: 2.5 0.125 3
// expect: 0 7 -0.5
// expect: [2.35, 2.36, -2.35, 2.5, 3.5, -1.25]
// expect: [2.34, 2.36, -2.34, 2.5, 3.5, -1.25]
// expect: [3, 3, -2, 3, 4, -1]
// expect: [2, 2, -3, 2, 3, -2]
// expect: [2, 2, -2, 2, 4, -1]
// expect: 0.33333333333333333333333333333333333333
// expect: 0.99999999999999999999999999999999999999 false
// expect: 0.3333 1
// expect: 1000 0.015 -3.14
// expect: -1 -1 1235
// expect: true true 1
// expect: true true true 4.2
// expect: 12.75 12
// expect: 100.5 1024 1.331
// expect: 1 true 0.9999999999999999 false
// expect: 29.97 2.47 32.44
// expect: true true
// expect: 9223372036854775807 18446744073709551616
// expect: [-3, 1, 2.5] 0
