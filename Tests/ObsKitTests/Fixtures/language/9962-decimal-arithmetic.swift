// Apple docs style (Decimal): exact base-10 arithmetic for money
import Foundation

let price = Decimal(string: "19.99")!
let quantity = Decimal(3)
let subtotal = price * quantity
print("subtotal:", subtotal)

// Compare with Double, which cannot represent 0.1 exactly
let doubleSum = 0.1 + 0.2
let decimalSum = Decimal(string: "0.1")! + Decimal(string: "0.2")!
print("double 0.1+0.2 == 0.3:", doubleSum == 0.3)
print("decimal 0.1+0.2 == 0.3:", decimalSum == Decimal(string: "0.3")!)
print("decimal sum:", decimalSum)

// Parsing strings
for text in ["42", "-3.50", "1e3", "0.000001", "abc"] {
    print("Decimal(string: \"\(text)\") ->", Decimal(string: text).map { "\($0)" } ?? "nil")
}

// Basic operations
let a = Decimal(string: "100.25")!
let b = Decimal(string: "0.75")!
print("a + b =", a + b)
print("a - b =", a - b)
print("a * b =", a * b)
print("a / 0.25 =", a / Decimal(string: "0.25")!)
print("1 / 8 =", Decimal(1) / Decimal(8))

// Mutating helpers
var running = Decimal(0)
for amount in ["10.10", "20.20", "30.30"] {
    running += Decimal(string: amount)!
}
print("running total:", running)
running.negate()
print("negated:", running, "sign minus:", running.sign == .minus)

// Rounding to cents with NSDecimalRound
func rounded(_ value: Decimal, scale: Int, mode: NSDecimalNumber.RoundingMode) -> Decimal {
    var input = value
    var result = Decimal()
    NSDecimalRound(&result, &input, scale, mode)
    return result
}
let tax = subtotal * Decimal(string: "0.0825")!
print("raw tax:", tax)
print("plain:", rounded(tax, scale: 2, mode: .plain))
print("down:", rounded(tax, scale: 2, mode: .down))
print("up:", rounded(tax, scale: 2, mode: .up))
print("bankers 2.345:", rounded(Decimal(string: "2.345")!, scale: 2, mode: .bankers))
print("bankers 2.355:", rounded(Decimal(string: "2.355")!, scale: 2, mode: .bankers))

// Splitting a bill exactly
let bill = Decimal(string: "100.00")!
let people = 3
let share = rounded(bill / Decimal(people), scale: 2, mode: .down)
let remainder = bill - share * Decimal(people)
print("share:", share, "remainder:", remainder)

// Properties and comparisons
let big = Decimal(string: "123.45")!
print("big:", big, "exponent:", big.exponent, "significand:", big.significand)
print("is zero:", Decimal.zero.isZero, "compare:", big > a, "max:", max(a, big))
print("as Double:", NSDecimalNumber(decimal: big).doubleValue)
print("int value:", NSDecimalNumber(decimal: Decimal(string: "99.99")!).intValue)

// expect: subtotal: 59.97
// expect: double 0.1+0.2 == 0.3: false
// expect: decimal 0.1+0.2 == 0.3: true
// expect: decimal sum: 0.3
// expect: Decimal(string: "42") -> 42
// expect: Decimal(string: "-3.50") -> -3.5
// expect: Decimal(string: "1e3") -> 1000
// expect: Decimal(string: "0.000001") -> 0.000001
// expect: Decimal(string: "abc") -> nil
// expect: a + b = 101
// expect: a - b = 99.5
// expect: a * b = 75.1875
// expect: a / 0.25 = 401
// expect: 1 / 8 = 0.125
// expect: running total: 60.6
// expect: negated: -60.6 sign minus: true
// expect: raw tax: 4.947525
// expect: plain: 4.95
// expect: down: 4.94
// expect: up: 4.95
// expect: bankers 2.345: 2.34
// expect: bankers 2.355: 2.36
// expect: share: 33.33 remainder: 0.01
// expect: big: 123.45 exponent: -2 significand: 12345
// expect: is zero: true compare: true max: 123.45
// expect: as Double: 123.45
// expect: int value: 99
