// CustomStringConvertible: print and interpolation use description
struct Money: CustomStringConvertible {
    let cents: Int
    var description: String {
        "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
    }
}

class Account: CustomStringConvertible {
    let owner: String
    var balance: Money
    init(owner: String, balance: Money) {
        self.owner = owner
        self.balance = balance
    }
    var description: String { "Account(\(owner), \(balance))" }
}

let m = Money(cents: 1205)
print(m)
print("Total: \(m)")
print(Account(owner: "Zoe", balance: Money(cents: 99)))
print([Money(cents: 100), Money(cents: 250)])
print(String(describing: m))

// expect: $12.05
// expect: Total: $12.05
// expect: Account(Zoe, $0.99)
// expect: [$1.00, $2.50]
// expect: $12.05
