// App code style: splitting a restaurant bill with Decimal, rounding modes and leftover cents
// known-gap: error: 3815-splitting-restaurant-bill-decimal.swift:33:14: error: value of type 'Decimal.Type' has no member 'RoundingMode'
import Foundation

func round(_ value: Decimal, _ scale: Int, _ mode: NSDecimalNumber.RoundingMode) -> Decimal {
    var result = Decimal()
    var v = value
    NSDecimalRound(&result, &v, scale, mode)
    return result
}

let items: [(String, Decimal)] = [("pasta", Decimal(string: "18.50")!), ("salad", Decimal(string: "11.25")!),
                                  ("wine", Decimal(string: "34.00")!), ("dessert", Decimal(string: "8.75")!)]
let subtotal = items.map { $0.1 }.reduce(0, +)
print("subtotal:", subtotal)
let taxRate = Decimal(string: "0.0825")!
let tax = round(subtotal * taxRate, 2, .plain)
print("tax:", tax, "(exact \(subtotal * taxRate))")
let tip = round(subtotal * Decimal(string: "0.18")!, 2, .up)
print("tip:", tip)
let total = subtotal + tax + tip
print("total:", total)

let people = 4
let share = round(total / Decimal(people), 2, .down)
let leftover = total - share * Decimal(people)
print("each pays:", share, "leftover:", leftover)
var payments = Array(repeating: share, count: people)
var cents = NSDecimalNumber(decimal: leftover * 100).intValue
var i = 0
while cents > 0 { payments[i] += Decimal(string: "0.01")!; cents -= 1; i += 1 }
print("payments:", payments.map { "\($0)" }.joined(separator: ", "), "sum:", payments.reduce(0, +))

for mode in [NSDecimalNumber.RoundingMode.plain, .down, .up, .bankers] {
    let samples = ["2.345", "2.355", "-2.345"].map { round(Decimal(string: $0)!, 2, mode) }
    print("mode \(mode.rawValue):", samples.map { "\($0)" })
}
let viaDouble = Decimal(0.1) + Decimal(0.2)
let viaString = Decimal(string: "0.1")! + Decimal(string: "0.2")!
print("double-based:", viaDouble, "string-based:", viaString, "equal 0.3:", viaString == Decimal(string: "0.3")!)
print("double 0.1+0.2 == 0.3:", 0.1 + 0.2 == 0.3)
print("as double:", NSDecimalNumber(decimal: total).doubleValue)
// expect: subtotal: 72.5
// expect: tax: 5.98 (exact 5.98125)
// expect: tip: 13.05
// expect: total: 91.53
// expect: each pays: 22.88 leftover: 0.01
// expect: payments: 22.89, 22.88, 22.88, 22.88 sum: 91.53
// expect: mode 0: ["2.35", "2.36", "-2.35"]
// expect: mode 1: ["2.34", "2.35", "-2.35"]
// expect: mode 2: ["2.35", "2.36", "-2.34"]
// expect: mode 3: ["2.34", "2.36", "-2.34"]
// expect: double-based: 0.3 string-based: 0.3 equal 0.3: true
// expect: double 0.1+0.2 == 0.3: false
// expect: as double: 91.53
