// Calling a throwing function inside do/catch but forgetting `try`
// Written by an outside author (stop 28 corpus, file 7048); the message and its place are swiftc's on this machine.
enum BankError: Error {
    case insufficientFunds(needed: Int)
}

struct Account {
    var balance: Int

    mutating func withdraw(_ amount: Int) throws {
        guard amount <= balance else {
            throw BankError.insufficientFunds(needed: amount - balance)
        }
        balance -= amount
    }
}

var account = Account(balance: 100)
do {
    account.withdraw(30)
    print("Balance: \(account.balance)")
} catch {
    print("Failed: \(error)")
}

// expect-error: call can throw but is not marked with 'try'
// expect-location: 19:5
