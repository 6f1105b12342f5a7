// Swift book style (Advanced Operators): operator methods on a Money type plus custom operators in their own precedence groups
struct Money: Equatable, CustomStringConvertible {
    var cents: Int

    var description: String {
        let sign = cents < 0 ? "-" : ""
        let absolute = abs(cents)
        let fraction = absolute % 100
        return "\(sign)$\(absolute / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    static func - (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents - rhs.cents) }
    static prefix func - (value: Money) -> Money { Money(cents: -value.cents) }
    static func += (lhs: inout Money, rhs: Money) { lhs = lhs + rhs }
    static func * (lhs: Money, times: Int) -> Money { Money(cents: lhs.cents * times) }
}

precedencegroup PercentagePrecedence {
    higherThan: MultiplicationPrecedence
    associativity: left
}

infix operator %% : PercentagePrecedence

extension Money {
    // apply a percentage: price %% 15 gives 15 percent of the price
    static func %% (lhs: Money, percent: Int) -> Money {
        Money(cents: lhs.cents * percent / 100)
    }
}

postfix operator ++
extension Money {
    static postfix func ++ (value: inout Money) {
        value.cents += 100
    }
}

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}
infix operator |> : PipePrecedence
func |> <T, U>(value: T, transform: (T) -> U) -> U { transform(value) }

let coffee = Money(cents: 350)
let cake = Money(cents: 425)
var bill = coffee + cake
print("bill:", bill)
bill += Money(cents: 5)
print("with tip jar:", bill)
print("tax:", bill %% 8)
print("coffee plus 10% of cake:", coffee + cake %% 10)
print("two coffees, 10% of that:", (coffee * 2) %% 10)
print("refund:", -cake)
print("difference:", coffee - cake)
bill++
print("after bump:", bill)
print("equal?", coffee + coffee == Money(cents: 700))

let rounded = bill + Money(cents: 20) |> { Money(cents: ($0.cents + 50) / 100 * 100) }
print("rounded:", rounded)
let label = rounded |> { $0.description } |> { "Total: " + $0 }
print(label)

// expect: bill: $7.75
// expect: with tip jar: $7.80
// expect: tax: $0.62
// expect: coffee plus 10% of cake: $3.92
// expect: two coffees, 10% of that: $0.70
// expect: refund: -$4.25
// expect: difference: -$0.75
// expect: after bump: $8.80
// expect: equal? true
// expect: rounded: $9.00
// expect: Total: $9.00
