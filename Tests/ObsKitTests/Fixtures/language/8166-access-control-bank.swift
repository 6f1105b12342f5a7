// Course exercise: access control with private, fileprivate and private(set) in one file
fileprivate let auditPrefix = "[audit]"

fileprivate func audit(_ message: String) {
    print("\(auditPrefix) \(message)")
}

struct BankAccount {
    let owner: String
    private(set) var balance: Int = 0
    private var transactions: [Int] = []
    fileprivate var flagged = false

    init(owner: String) {
        self.owner = owner
    }

    mutating func deposit(_ amount: Int) {
        guard isValid(amount) else { return }
        balance += amount
        transactions.append(amount)
    }

    mutating func withdraw(_ amount: Int) -> Bool {
        guard isValid(amount), amount <= balance else {
            audit("\(owner) denied withdrawal of \(amount)")
            return false
        }
        balance -= amount
        transactions.append(-amount)
        return true
    }

    private func isValid(_ amount: Int) -> Bool {
        amount > 0
    }

    var statement: String {
        transactions.map { $0 > 0 ? "+\($0)" : "\($0)" }.joined(separator: " ")
    }
}

extension BankAccount {
    // Same-file extensions may use private members.
    var transactionCount: Int { transactions.count }
}

fileprivate struct Inspector {
    func review(_ account: inout BankAccount) {
        if account.balance > 1000 {
            account.flagged = true
            audit("flagged \(account.owner)")
        }
    }
}

var acct = BankAccount(owner: "Mia")
acct.deposit(500)
acct.deposit(-20)
acct.deposit(800)
print("withdraw 200: \(acct.withdraw(200))")
print("withdraw 5000: \(acct.withdraw(5000))")
print("balance: \(acct.balance)")
print("statement: \(acct.statement)")
print("transactions: \(acct.transactionCount)")
Inspector().review(&acct)
print("flagged: \(acct.flagged)")

// expect: withdraw 200: true
// expect: [audit] Mia denied withdrawal of 5000
// expect: withdraw 5000: false
// expect: balance: 1100
// expect: statement: +500 +800 -200
// expect: transactions: 3
// expect: [audit] flagged Mia
// expect: flagged: true
