// Mistake: calls a throwing method inside a do/catch block but forgets to write `try` before the call.
// Expected message: swiftc 6.3.1 -typecheck on this machine
enum WithdrawalError: Error {
    case insufficientFunds(needed: Int)
    case accountLocked
}

struct Account {
    var owner: String
    var balance: Int
    var isLocked = false

    mutating func withdraw(_ amount: Int) throws {
        if isLocked {
            throw WithdrawalError.accountLocked
        }
        guard amount <= balance else {
            throw WithdrawalError.insufficientFunds(needed: amount - balance)
        }
        balance -= amount
    }
}

var account = Account(owner: "Ada", balance: 100)

do {
    account.withdraw(150)
    print("New balance: \(account.balance)")
} catch WithdrawalError.insufficientFunds(let needed) {
    print("You need \(needed) more.")
} catch {
    print("Unexpected error: \(error)")
}
// expect-error: call can throw but is not marked with 'try'
