// Exercism style (Bank account / error handling): a Result-returning API with a typed error enum
enum BankError: Error, Equatable, CustomStringConvertible {
    case accountClosed
    case insufficientFunds(needed: Int)
    case invalidAmount(Int)

    var description: String {
        switch self {
        case .accountClosed: return "account is closed"
        case .insufficientFunds(let needed): return "insufficient funds (short by \(needed))"
        case .invalidAmount(let a): return "invalid amount \(a)"
        }
    }
}

struct Account {
    private(set) var balance = 0
    private(set) var isOpen = false
    private(set) var history: [String] = []

    mutating func open() -> Result<Void, BankError> {
        isOpen = true
        history.append("open")
        return .success(())
    }

    mutating func deposit(_ amount: Int) -> Result<Int, BankError> {
        guard isOpen else { return .failure(.accountClosed) }
        guard amount > 0 else { return .failure(.invalidAmount(amount)) }
        balance += amount
        history.append("+\(amount)")
        return .success(balance)
    }

    mutating func withdraw(_ amount: Int) throws -> Int {
        guard isOpen else { throw BankError.accountClosed }
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard amount <= balance else { throw BankError.insufficientFunds(needed: amount - balance) }
        balance -= amount
        history.append("-\(amount)")
        return balance
    }

    mutating func close() { isOpen = false; history.append("close") }
}

var account = Account()
print(account.deposit(10))
_ = account.open()
print(account.deposit(100))
print(account.deposit(-5))
let r = Result { try account.withdraw(30) }
print(r)
do {
    _ = try account.withdraw(500)
} catch let error as BankError {
    print("caught:", error)
} catch {
    print("other")
}
let attempts = [20, 0, 60].map { amount in Result { try account.withdraw(amount) } }
for a in attempts {
    switch a {
    case .success(let b): print("ok, balance", b)
    case .failure(let e): print("failed:", e)
    }
}
let mapped = account.deposit(5).map { $0 * 2 }.flatMap { $0 > 0 ? .success("doubled \($0)") : .failure(BankError.invalidAmount($0)) }
print(mapped)
account.close()
print((try? account.withdraw(1)) as Any)
print(account.deposit(1) == .failure(.accountClosed) ? "closed" : "open")
print(account.history.joined(separator: " "), account.balance)

// expect: failure(account is closed)
// expect: success(100)
// expect: failure(invalid amount -5)
// expect: success(70)
// expect: caught: insufficient funds (short by 430)
// expect: ok, balance 50
// expect: failed: invalid amount 0
// expect: failed: insufficient funds (short by 10)
// expect: success("doubled 110")
// expect: nil
// expect: closed
// expect: open +100 -30 -20 +5 close 55
