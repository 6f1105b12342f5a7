// Tutorial style (loan calculator): pow, floor, ceil, round, fmod, sqrt and log10 from Foundation in an amortization table
import Foundation

let principal = 12_000.0
let annualRate = 0.06
let months = 12

let r = annualRate / 12
let payment = principal * r * pow(1 + r, Double(months)) / (pow(1 + r, Double(months)) - 1)
print(String(format: "monthly payment: %.2f", payment))

var balance = principal
var totalInterest = 0.0
print("month  interest  principal   balance")
for m in 1...months {
    let interest = balance * r
    let toPrincipal = payment - interest
    balance -= toPrincipal
    totalInterest += interest
    if m <= 3 || m == months {
        print(String(format: "%5d %9.2f %10.2f %9.2f", m, interest, toPrincipal, abs(balance)))
    } else if m == 4 {
        print("  ...")
    }
}
print(String(format: "total interest: %.2f", totalInterest))

let values = [2.5, -2.5, 3.49, -0.01, 7.0]
for v in values {
    print(v, floor(v), ceil(v), round(v), v.rounded(.towardZero))
}
print(fmod(17.5, 5), fmod(-7, 3), 17.5.truncatingRemainder(dividingBy: 5))
print(sqrt(2.0), sqrt(144.0), pow(2.0, 10.0), pow(10.0, -2.0))
print(log10(1000.0), log10(0.01), Int(log10(Double(987654))) + 1)

func roundTo(_ x: Double, places: Int) -> Double {
    let m = pow(10.0, Double(places))
    return (x * m).rounded() / m
}
print(roundTo(3.14159, places: 2), roundTo(2.71828, places: 3), roundTo(1234.5678, places: 0))

let years = log(2.0) / log(1 + annualRate)
print(String(format: "doubling time at 6%%: %.1f years (ceil %d)", years, Int(ceil(years))))
let hyp = sqrt(pow(3.0, 2) + pow(4.0, 2))
print("hypotenuse:", hyp, hypot(5.0, 12.0))

// expect: monthly payment: 1032.80
// expect: month  interest  principal   balance
// expect:     1     60.00     972.80  11027.20
// expect:     2     55.14     977.66  10049.54
// expect:     3     50.25     982.55   9066.99
// expect:   ...
// expect:    12      5.14    1027.66      0.00
// expect: total interest: 393.57
// expect: 2.5 2.0 3.0 3.0 2.0
// expect: -2.5 -3.0 -2.0 -3.0 -2.0
// expect: 3.49 3.0 4.0 3.0 3.0
// expect: -0.01 -1.0 -0.0 -0.0 -0.0
// expect: 7.0 7.0 7.0 7.0 7.0
// expect: 2.5 -1.0 2.5
// expect: 1.4142135623730951 12.0 1024.0 0.01
// expect: 3.0 -2.0 6
// expect: 3.14 2.718 1235.0
// expect: doubling time at 6%: 11.9 years (ceil 12)
// expect: hypotenuse: 5.0 13.0
