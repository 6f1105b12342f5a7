// Course style (functions with Doubles): loan payment formula, amortization schedule, formatting
import Foundation

func monthlyPayment(principal: Double, annualRate: Double, months: Int) -> Double {
    let r = annualRate / 12 / 100
    if r == 0 { return principal / Double(months) }
    let factor = pow(1 + r, Double(months))
    return principal * r * factor / (factor - 1)
}

func fmt(_ value: Double) -> String {
    return String(format: "%10.2f", value)
}

let principal = 5_000.0
let rate = 6.0
let months = 6
let payment = monthlyPayment(principal: principal, annualRate: rate, months: months)
print("Loan \(String(format: "%.2f", principal)) at \(rate)% for \(months) months")
print("Monthly payment: \(String(format: "%.2f", payment))")
print("Month    Payment   Interest  Principal    Balance")

var balance = principal
var totalInterest = 0.0
for month in 1...months {
    let interest = balance * rate / 12 / 100
    var principalPart = payment - interest
    if month == months { principalPart = balance }
    balance -= principalPart
    totalInterest += interest
    let shownBalance = abs(balance) < 0.005 ? 0 : balance
    print(String(format: "%5d", month) + fmt(principalPart + interest) + fmt(interest) + fmt(principalPart) + fmt(shownBalance))
}
print("Total interest: \(String(format: "%.2f", totalInterest))")

print("Compare terms:")
for term in [12, 24, 36] {
    let p = monthlyPayment(principal: principal, annualRate: rate, months: term)
    let cost = p * Double(term) - principal
    print("  \(term) months: \(String(format: "%.2f", p))/mo, interest \(String(format: "%.2f", cost))")
}
print("Zero-rate payment: \(monthlyPayment(principal: 1200, annualRate: 0, months: 12))")

// expect: Loan 5000.00 at 6.0% for 6 months
// expect: Monthly payment: 847.98
// expect: Month    Payment   Interest  Principal    Balance
// expect:     1    847.98     25.00    822.98   4177.02
// expect:     2    847.98     20.89    827.09   3349.93
// expect:     3    847.98     16.75    831.23   2518.70
// expect:     4    847.98     12.59    835.38   1683.32
// expect:     5    847.98      8.42    839.56    843.76
// expect:     6    847.98      4.22    843.76      0.00
// expect: Total interest: 87.86
// expect: Compare terms:
// expect:   12 months: 430.33/mo, interest 163.99
// expect:   24 months: 221.60/mo, interest 318.47
// expect:   36 months: 152.11/mo, interest 475.95
// expect: Zero-rate payment: 100.0
