// Tutorial style (exact money math): Decimal vs Double, Decimal description, NSDecimalNumber rounding and splitting a bill
import Foundation

let d1 = 0.1 + 0.2
print("Double:", d1, d1 == 0.3)
let x = Decimal(string: "0.1")! + Decimal(string: "0.2")!
print("Decimal:", x, x == Decimal(string: "0.3")!)

let prices = ["19.99", "5.01", "0.10", "100"].compactMap { Decimal(string: $0) }
let sum = prices.reduce(Decimal.zero, +)
print("sum:", sum, "count:", prices.count)
print("avg:", sum / Decimal(prices.count))

let handler = NSDecimalNumberHandler(roundingMode: .bankers, scale: 2, raiseOnExactness: false,
                                     raiseOnOverflow: false, raiseOnUnderflow: false, raiseOnDivideByZero: false)
let values = ["2.345", "2.355", "-1.005", "7.5"]
for v in values {
    let n = NSDecimalNumber(string: v)
    print(v, "->", n.rounding(accordingToBehavior: handler))
}

func split(_ total: Decimal, ways: Int) -> [Decimal] {
    var share = total / Decimal(ways)
    var rounded = Decimal()
    NSDecimalRound(&rounded, &share, 2, .down)
    var parts = Array(repeating: rounded, count: ways)
    let remainder = total - rounded * Decimal(ways)
    let cents = NSDecimalNumber(decimal: remainder * 100).intValue
    for i in 0..<cents { parts[i] += Decimal(string: "0.01")! }
    return parts
}
let bill = Decimal(string: "100.00")!
let parts = split(bill, ways: 3)
print(parts.map { "\($0)" }, parts.reduce(0, +) == bill)

var big = Decimal(1)
for _ in 1...20 { big *= 10 }
print("10^20 =", big)
print("pow:", pow(Decimal(2), 64))
let neg = Decimal(string: "-42.500")!
print(neg, neg.isSignMinus, abs(neg), neg.exponent)
print(Decimal(3.25), Decimal(integerLiteral: 7), Decimal(sign: .minus, exponent: -2, significand: 150))
print(NSDecimalNumber(decimal: sum).stringValue, (sum as NSDecimalNumber).doubleValue)
let comparison = Decimal(string: "1.10")! < Decimal(string: "1.099")!
print("1.10 < 1.099:", comparison)

// expect: Double: 0.30000000000000004 false
// expect: Decimal: 0.3 true
// expect: sum: 125.1 count: 4
// expect: avg: 31.275
// expect: 2.345 -> 2.34
// expect: 2.355 -> 2.36
// expect: -1.005 -> -1
// expect: 7.5 -> 7.5
// expect: ["33.34", "33.33", "33.33"] true
// expect: 10^20 = 100000000000000000000
// expect: pow: 18446744073709551616
// expect: -42.5 true 42.5 -1
// expect: 3.25 7 -1.5
// expect: 125.1 125.1
// expect: 1.10 < 1.099: false
