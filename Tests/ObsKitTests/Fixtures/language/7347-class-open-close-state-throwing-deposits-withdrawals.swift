// Exercism style (Bank Account): a class with open/close state, throwing deposits and withdrawals, and an error enum
enum BankAccountError: Error, CustomStringConvertible {
    case accountClosed
    case accountAlreadyOpen
    case invalidAmount(Int)
    case insufficientFunds(balance: Int, requested: Int)

    var description: String {
        switch self {
        case .accountClosed: return "account closed"
        case .accountAlreadyOpen: return "account already open"
        case .invalidAmount(let amount): return "invalid amount \(amount)"
        case let .insufficientFunds(balance, requested): return "cannot withdraw \(requested) from \(balance)"
        }
    }
}

class BankAccount {
    private var isOpen = false
    private var current = 0

    func open() throws {
        guard !isOpen else { throw BankAccountError.accountAlreadyOpen }
        isOpen = true
        current = 0
    }

    func close() throws {
        guard isOpen else { throw BankAccountError.accountClosed }
        isOpen = false
    }

    var balance: Int {
        get throws {
            guard isOpen else { throw BankAccountError.accountClosed }
            return current
        }
    }

    func deposit(_ amount: Int) throws {
        guard isOpen else { throw BankAccountError.accountClosed }
        guard amount > 0 else { throw BankAccountError.invalidAmount(amount) }
        current += amount
    }

    func withdraw(_ amount: Int) throws {
        guard isOpen else { throw BankAccountError.accountClosed }
        guard amount > 0 else { throw BankAccountError.invalidAmount(amount) }
        guard amount <= current else { throw BankAccountError.insufficientFunds(balance: current, requested: amount) }
        current -= amount
    }
}

let account = BankAccount()
let steps: [(String, (BankAccount) throws -> Void)] = [
    ("deposit 10 before open", { try $0.deposit(10) }), ("open", { try $0.open() }),
    ("open again", { try $0.open() }), ("deposit 100", { try $0.deposit(100) }),
    ("withdraw 30", { try $0.withdraw(30) }), ("withdraw 500", { try $0.withdraw(500) }),
    ("deposit -5", { try $0.deposit(-5) }), ("close", { try $0.close() }),
    ("withdraw 1", { try $0.withdraw(1) }), ("close again", { try $0.close() }),
    ("reopen", { try $0.open() }), ("deposit 7", { try $0.deposit(7) }),
]
for (label, step) in steps {
    do {
        try step(account)
        let balance = (try? account.balance).map(String.init) ?? "n/a"
        print("\(label): ok, balance \(balance)")
    } catch {
        print("\(label): \(error)")
    }
}

// expect: deposit 10 before open: account closed
// expect: open: ok, balance 0
// expect: open again: account already open
// expect: deposit 100: ok, balance 100
// expect: withdraw 30: ok, balance 70
// expect: withdraw 500: cannot withdraw 500 from 70
// expect: deposit -5: invalid amount -5
// expect: close: ok, balance n/a
// expect: withdraw 1: account closed
// expect: close again: account closed
// expect: reopen: ok, balance 0
// expect: deposit 7: ok, balance 7
