// App code style: a loan amortization schedule computed with Decimal and rounded to cents
import Foundation

func cents(_ x: Decimal) -> Decimal {
    var r = Decimal(), v = x
    NSDecimalRound(&r, &v, 2, .bankers)
    return r
}

let principal = Decimal(string: "5000.00")!
let annualRate = Decimal(string: "0.06")!
let months = 6
let monthlyRate = annualRate / 12
print("monthly rate:", monthlyRate)

let growth = pow(1 + monthlyRate, months)
print("growth factor:", cents(growth * 1000) / 1000)
let payment = cents(principal * monthlyRate * growth / (growth - 1))
print("payment:", payment)

var balance = principal
var totalInterest = Decimal(0)
print("month  interest  principal   balance")
for m in 1...months {
    let interest = cents(balance * monthlyRate)
    var toPrincipal = payment - interest
    if m == months { toPrincipal = balance }
    balance -= toPrincipal
    totalInterest += interest
    let line = [String(m), "\(interest)", "\(toPrincipal)", "\(balance)"]
    print(line[0].padding(toLength: 7, withPad: " ", startingAt: 0) +
          line[1].padding(toLength: 10, withPad: " ", startingAt: 0) +
          line[2].padding(toLength: 12, withPad: " ", startingAt: 0) + line[3])
}
print("total interest:", totalInterest)
print("balance zero:", balance == 0, "is zero:", balance.isZero)
let d = Decimal(string: "1234.5678")!
print("exponent/significand:", d.exponent, d.significand)
print("sign:", Decimal(-3).sign == .minus, "magnitude:", Decimal(-3).magnitude)
print("int value:", NSDecimalNumber(decimal: cents(d)).intValue, "string:", NSDecimalNumber(decimal: cents(d)).stringValue)
print("compare:", Decimal(string: "2.50")! == Decimal(string: "2.5")!, Decimal(string: "10")! > Decimal(string: "9.99")!)
print("bad string:", Decimal(string: "abc") as Any, Decimal(string: "12abc") as Any)
// expect: monthly rate: 0.005
// expect: growth factor: 1.03038
// expect: payment: 847.98
// expect: month  interest  principal   balance
// expect: 1      25        822.98      4177.02
// expect: 2      20.89     827.09      3349.93
// expect: 3      16.75     831.23      2518.7
// expect: 4      12.59     835.39      1683.31
// expect: 5      8.42      839.56      843.75
// expect: 6      4.22      843.75      0
// expect: total interest: 87.87
// expect: balance zero: true is zero: true
// expect: exponent/significand: -4 12345678
// expect: sign: true magnitude: 3
// expect: int value: 1234 string: 1234.57
// expect: compare: true true
// expect: bad string: nil Optional(12)
