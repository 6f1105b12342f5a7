// Mistake: assigns from outside the type to a property whose setter is `private(set)`.
// Expected message: swiftc 6.3.1 -typecheck on this machine
class BankAccount {
    let owner: String
    private(set) var balance: Double = 0

    init(owner: String) {
        self.owner = owner
    }

    func deposit(_ amount: Double) {
        guard amount > 0 else { return }
        balance += amount
    }
}

let account = BankAccount(owner: "Lee")
account.deposit(50)
account.balance = 1_000_000
print("\(account.owner): \(account.balance)")
// expect-error: cannot assign to property: 'balance' setter is inaccessible
