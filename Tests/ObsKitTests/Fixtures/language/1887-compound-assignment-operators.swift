// Compiler test style: assignment operators — custom compound operators taking inout, assignment precedence, and overloads on custom types
struct Money: CustomStringConvertible {
    var cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let a = abs(cents)
        let frac = a % 100
        return "\(sign)$\(a / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func += (a: inout Money, b: Money) { a = a + b }
    static func -= (a: inout Money, b: Money) { a.cents -= b.cents }
    static func *= (a: inout Money, factor: Int) { a.cents *= factor }
}

var wallet = Money(cents: 1050)
wallet += Money(cents: 275)
print(wallet)
wallet -= Money(cents: 2000)
print(wallet)
wallet *= -3
print(wallet)

// A brand new compound operator with AssignmentPrecedence
infix operator ??= : AssignmentPrecedence
func ??= <T>(lhs: inout T?, rhs: @autoclosure () -> T) {
    if lhs == nil { lhs = rhs() }
}
var name: String? = nil
name ??= "default"
name ??= "ignored"
print(name!)

infix operator <<= : AssignmentPrecedence
func <<= (lhs: inout [String], rhs: String) { lhs.append(rhs) }
var log: [String] = []
log <<= "one"
log <<= "two" + "!"
print(log)

// Compound assignment through subscripts, properties and optional chaining
struct Account { var balance = Money(cents: 0) }
final class Bank {
    var accounts: [String: Account] = ["a": Account(), "b": Account()]
    var primary: Account? = Account()
}
let bank = Bank()
bank.accounts["a"]?.balance += Money(cents: 500)
bank.accounts["zzz"]?.balance += Money(cents: 999)
bank.primary?.balance += Money(cents: 1)
bank.primary?.balance *= 7
print(bank.accounts["a"]!.balance, bank.accounts["zzz"] == nil, bank.primary!.balance)

// Compound assignment order: the lhs is evaluated once
var hits = 0
var arr = [10, 20, 30]
func index() -> Int { hits += 1; return 1 }
arr[index()] += 5
arr[index()] *= 2
print(arr, "index evaluated \(hits) times")

// Overloaded operator for a tuple-based vector
func += (lhs: inout (Int, Int), rhs: (Int, Int)) {
    lhs.0 += rhs.0
    lhs.1 += rhs.1
}
var pos = (0, 0)
for step in [(1, 2), (3, -1), (-2, 5)] { pos += step }
print(pos)

// Bitwise and shift compound assignments on builtins for comparison
var bits: UInt8 = 0b0000_1111
bits <<= 2
bits |= 0b1
bits ^= 0b1000_0000
bits &= 0b1111_0001
print(bits, String(bits, radix: 2))
var wrapping: UInt8 = 250
wrapping &+= 10
print(wrapping)

// expect: $13.25
// expect: -$6.75
// expect: $20.25
// expect: default
// expect: ["one", "two!"]
// expect: $5.00 true $0.07
// expect: [10, 50, 30] index evaluated 2 times
// expect: (2, 6)
// expect: 177 10110001
// expect: 4
