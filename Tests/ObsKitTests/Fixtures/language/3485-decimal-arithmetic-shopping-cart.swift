// App code style: Decimal arithmetic for a shopping cart total without floating-point drift
import Foundation

let prices: [Decimal] = [Decimal(string: "0.10")!, Decimal(string: "0.20")!, Decimal(string: "19.99")!]
var total = Decimal(0)
for p in prices { total += p }
print("total:", total)
print("double sum:", 0.1 + 0.2 + 19.99)

let quantity = Decimal(3)
let line = Decimal(string: "4.35")! * quantity
print("line:", line)
let discount = line * Decimal(string: "0.15")!
print("discount:", discount)

func rounded(_ value: Decimal, scale: Int) -> Decimal {
    var input = value
    var result = Decimal()
    NSDecimalRound(&result, &input, scale, .plain)
    return result
}
print("rounded discount:", rounded(discount, scale: 2))
let net = line - rounded(discount, scale: 2)
print("net:", net)
let split = net / Decimal(4)
print("split 4 ways:", split, "rounded:", rounded(split, scale: 2))
print("bankers 2.345:", {
    var x = Decimal(string: "2.345")!; var r = Decimal(); NSDecimalRound(&r, &x, 2, .bankers); return r
}())
print("compare:", Decimal(string: "1.50")! == Decimal(string: "1.5")!, Decimal(10) > Decimal(string: "9.99")!)
print("negative:", -Decimal(string: "2.5")!, "abs:", abs(Decimal(string: "-7.25")!))
print("big:", Decimal(string: "12345678901234567890.5")! + 1)
print("double value:", NSDecimalNumber(decimal: Decimal(string: "3.75")!).doubleValue)
print("int value:", NSDecimalNumber(decimal: Decimal(string: "42")!).intValue)
print("invalid:", Decimal(string: "abc") == nil ? "nil" : "parsed")
print("exponent 1.23e3:", Decimal(string: "1.23e3")!)
let sortedPrices = prices.sorted(by: >)
print("sorted:", sortedPrices.map { "\($0)" }.joined(separator: " > "))
// expect: total: 20.29
// expect: double sum: 20.29
// expect: line: 13.05
// expect: discount: 1.9575
// expect: rounded discount: 1.96
// expect: net: 11.09
// expect: split 4 ways: 2.7725 rounded: 2.77
// expect: bankers 2.345: 2.34
// expect: compare: true true
// expect: negative: -2.5 abs: 7.25
// expect: big: 12345678901234567891.5
// expect: double value: 3.75
// expect: int value: 42
// expect: invalid: nil
// expect: exponent 1.23e3: 1230
// expect: sorted: 19.99 > 0.2 > 0.1
