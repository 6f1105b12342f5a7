// Concurrency: order follows the virtual clock. Tasks call into an actor at 1s and 2s; the
// top level reads the actor's state at 3s.
actor BankAccount {
    private(set) var balance = 0
    func deposit(_ amount: Int) -> Int {
        balance += amount
        return balance
    }
}
let account = BankAccount()
Task {
    try await Task.sleep(for: .seconds(1))
    let b = await account.deposit(10)
    print("after first deposit", b)
}
Task {
    try await Task.sleep(for: .seconds(2))
    let b = await account.deposit(5)
    print("after second deposit", b)
}
try await Task.sleep(for: .seconds(3))
print("balance", await account.balance)

// expect: after first deposit 10
// expect: after second deposit 15
// expect: balance 15
