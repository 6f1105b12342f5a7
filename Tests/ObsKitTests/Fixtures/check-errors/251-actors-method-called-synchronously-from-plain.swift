// Check error: an actor's method called synchronously from a plain function
actor BankAccount {
    var balance = 0

    func deposit(_ amount: Int) {
        balance += amount
    }
}

func payday(_ account: BankAccount) {
    account.deposit(100)
}

payday(BankAccount())
// expect-error: call to actor-isolated instance method 'deposit' in a synchronous nonisolated context
