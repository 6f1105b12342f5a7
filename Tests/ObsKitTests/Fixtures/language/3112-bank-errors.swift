// App code style: bank account with custom Error enum, throwing withdrawals, do/catch and try?
enum BankError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Int)
    case invalidAmount(Int)
    case accountFrozen

    var description: String {
        switch self {
        case .insufficientFunds(let needed): return "insufficient funds (need \(needed) more)"
        case .invalidAmount(let amount): return "invalid amount \(amount)"
        case .accountFrozen: return "account is frozen"
        }
    }
}
final class Account {
    let owner: String
    private(set) var balance: Int
    var isFrozen = false

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    func deposit(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard !isFrozen else { throw BankError.accountFrozen }
        balance += amount
    }

    @discardableResult
    func withdraw(_ amount: Int) throws -> Int {
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard !isFrozen else { throw BankError.accountFrozen }
        guard amount <= balance else { throw BankError.insufficientFunds(needed: amount - balance) }
        balance -= amount
        return balance
    }
}

let account = Account(owner: "Taylor", balance: 100)
do {
    try account.deposit(50)
    let left = try account.withdraw(30)
    print("Left after withdrawal: \(left)")
    try account.withdraw(500)
    print("unreachable")
} catch let error as BankError {
    print("Bank error: \(error)")
} catch {
    print("Other error")
}

let result = try? account.withdraw(-5)
print("try? result: \(String(describing: result))")

account.isFrozen = true
do {
    try account.deposit(10)
} catch BankError.accountFrozen {
    print("Caught frozen account")
} catch {
    print("Unexpected: \(error)")
}
print("\(account.owner) has \(account.balance)")
// expect: Left after withdrawal: 120
// expect: Bank error: insufficient funds (need 380 more)
// expect: try? result: nil
// expect: Caught frozen account
// expect: Taylor has 120
