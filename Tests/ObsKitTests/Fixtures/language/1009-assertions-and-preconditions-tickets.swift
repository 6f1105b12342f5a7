// The Basics: assert and precondition that hold, assertionFailure is not reached, then a precondition that fails.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Account {
    private(set) var balance: Int
    init(balance: Int) {
        precondition(balance >= 0, "opening balance must not be negative")
        self.balance = balance
    }
    mutating func withdraw(_ amount: Int) {
        assert(amount > 0, "withdraw a positive amount")
        precondition(amount <= balance, "insufficient funds")
        balance -= amount
        print("withdrew \(amount), left \(balance)")
    }
}
var account = Account(balance: 100)
account.withdraw(30)
account.withdraw(70)
let ticketsSold = 3
assert(ticketsSold >= 0, "ticket sales cannot be negative")
if ticketsSold > 10 {
    print("selling fast")
} else if ticketsSold >= 0 {
    print("plenty of seats left")
} else {
    assertionFailure("unreachable")
}
account.withdraw(1)
print("never printed")

// expect: withdrew 30, left 70
// expect: withdrew 70, left 0
// expect: plenty of seats left
// expect-error: Precondition failed: insufficient funds
