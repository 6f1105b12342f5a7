// Mistake: calls a method marked `private` from code outside the type that declares it.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct BankAccount {
    let owner: String
    private(set) var balance: Double

    init(owner: String, deposit: Double) {
        self.owner = owner
        self.balance = deposit
    }

    mutating func withdraw(_ amount: Double) -> Bool {
        guard amount <= balance else {
            return false
        }
        balance -= amount
        applyFee()
        return true
    }

    private mutating func applyFee() {
        balance -= 0.5
    }
}

var account = BankAccount(owner: "Noor", deposit: 50)
if account.withdraw(20) {
    print("Withdrew 20")
}
account.applyFee()
print("\(account.owner) has \(account.balance) left")
// expect-error: 'applyFee' is inaccessible due to 'private' protection level
