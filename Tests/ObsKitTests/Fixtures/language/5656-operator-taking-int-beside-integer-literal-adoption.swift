// Swift by Sundell style (operators): a Money type that is ExpressibleByIntegerLiteral with `*` taking an Int and `+` taking Money: `price * 2` keeps the 2 an Int, `price + 1` makes the 1 a Money (100 cents), as the type checker chooses
import Foundation
struct Money: ExpressibleByIntegerLiteral, CustomStringConvertible {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(integerLiteral dollars: Int) {
        print("literal \(dollars) dollars")
        cents = dollars * 100
    }
    static func * (lhs: Money, rhs: Int) -> Money { Money(cents: lhs.cents * rhs) }
    static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    var description: String { "$\(cents / 100).\(String(format: "%02d", cents % 100))" }
}

let coffee = Money(cents: 350)
let cake: Money = 4
print(coffee * 2)
print(coffee + 1)
print(coffee * 2 + cake)
var bill = coffee
bill = bill * 3 + 2
print(bill)

// expect: literal 4 dollars
// expect: $7.00
// expect: literal 1 dollars
// expect: $4.50
// expect: $11.00
// expect: literal 2 dollars
// expect: $12.50
