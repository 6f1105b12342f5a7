// bank-account
// expected output: swiftc 6.3.1 (Linux), run on this machine

enum TransactionError: Error {
    case insufficientFunds(balance: Int, requested: Int)
    case invalidAmount
    case accountClosed
}

class BankAccount {
    let owner: String
    private(set) var balance: Int
    private(set) var history: [String] = []
    var isOpen = true
    static var created = 0

    init(owner: String, deposit: Int = 0) {
        self.owner = owner
        balance = deposit
        BankAccount.created += 1
        history.append("open \(deposit)")
    }

    func deposit(_ amount: Int) throws {
        guard isOpen else { throw TransactionError.accountClosed }
        guard amount > 0 else { throw TransactionError.invalidAmount }
        balance += amount
        history.append("+\(amount)")
    }

    func withdraw(_ amount: Int) throws {
        guard isOpen else { throw TransactionError.accountClosed }
        guard amount > 0 else { throw TransactionError.invalidAmount }
        guard amount <= available else {
            throw TransactionError.insufficientFunds(balance: balance, requested: amount)
        }
        balance -= amount
        history.append("-\(amount)")
    }

    var available: Int { balance }
    func monthEnd() {}
}

class SavingsAccount: BankAccount {
    let ratePercent: Int
    init(owner: String, deposit: Int, ratePercent: Int) {
        self.ratePercent = ratePercent
        super.init(owner: owner, deposit: deposit)
    }
    override func monthEnd() {
        let interest = balance * ratePercent / 100
        if interest > 0 { try? deposit(interest) }
    }
}

class CheckingAccount: BankAccount {
    var overdraft = 50
    override var available: Int { balance + overdraft }
}

func transfer(_ amount: Int, from a: BankAccount, to b: BankAccount) -> String {
    do {
        try a.withdraw(amount)
        try b.deposit(amount)
        return "moved \(amount) from \(a.owner) to \(b.owner)"
    } catch TransactionError.insufficientFunds(let bal, let req) {
        return "\(a.owner) cannot send \(req), has \(bal)"
    } catch {
        return "failed: \(error)"
    }
}

let alice = CheckingAccount(owner: "Alice", deposit: 100)
let bob = SavingsAccount(owner: "Bob", deposit: 1000, ratePercent: 2)
print(transfer(120, from: alice, to: bob))
print(transfer(50, from: alice, to: bob))
print(transfer(-5, from: bob, to: alice))
bob.isOpen = false
print(transfer(10, from: alice, to: bob))
bob.isOpen = true
for _ in 1...3 { bob.monthEnd(); alice.monthEnd() }
let accounts: [BankAccount] = [alice, bob]
for acct in accounts {
    print(acct.owner, acct.balance, acct.available, acct.history.joined(separator: " "))
}
print("created:", BankAccount.created, "total:", accounts.map(\.balance).reduce(0, +))

// expect: moved 120 from Alice to Bob
// expect: Alice cannot send 50, has -20
// expect: failed: invalidAmount
// expect: failed: accountClosed
// expect: Alice -30 20 open 100 -120 -10
// expect: Bob 1187 1187 open 1000 +120 +22 +22 +23
// expect: created: 2 total: 1157
