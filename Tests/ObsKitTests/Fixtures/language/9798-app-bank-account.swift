// Small app logic: bank accounts with classes, inheritance and overriding
enum BankError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Int, available: Int)
    case invalidAmount(Int)
    case frozen(String)
    var description: String {
        switch self {
        case let .insufficientFunds(n, a): return "insufficient funds: needed \(n), available \(a)"
        case .invalidAmount(let x): return "invalid amount \(x)"
        case .frozen(let id): return "account \(id) is frozen"
        }
    }
}

class Account: CustomStringConvertible {
    let id: String
    let owner: String
    fileprivate(set) var balance: Int
    private(set) var history: [String] = []
    var isFrozen = false
    static var openedCount = 0

    init(id: String, owner: String, opening: Int = 0) {
        self.id = id; self.owner = owner; self.balance = opening
        Account.openedCount += 1
    }

    var kind: String { "Account" }
    var description: String { "\(kind) \(id) [\(owner)] balance=\(balance)" }

    func record(_ entry: String) { history.append(entry) }

    func deposit(_ amount: Int) throws {
        guard !isFrozen else { throw BankError.frozen(id) }
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        balance += amount
        record("+\(amount)")
    }

    func availableToWithdraw() -> Int { balance }

    func withdraw(_ amount: Int) throws {
        guard !isFrozen else { throw BankError.frozen(id) }
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        let available = availableToWithdraw()
        guard amount <= available else { throw BankError.insufficientFunds(needed: amount, available: available) }
        balance -= amount
        record("-\(amount)")
    }

    func monthEnd() {}
}

final class SavingsAccount: Account {
    let ratePercent: Int
    init(id: String, owner: String, opening: Int, ratePercent: Int) {
        self.ratePercent = ratePercent
        super.init(id: id, owner: owner, opening: opening)
    }
    override var kind: String { "Savings" }
    override func monthEnd() {
        let interest = balance * ratePercent / 100
        balance += interest
        record("interest \(interest)")
    }
}

final class CheckingAccount: Account {
    let overdraftLimit: Int
    init(id: String, owner: String, opening: Int, overdraft: Int) {
        overdraftLimit = overdraft
        super.init(id: id, owner: owner, opening: opening)
    }
    override var kind: String { "Checking" }
    override func availableToWithdraw() -> Int { balance + overdraftLimit }
    override func monthEnd() {
        if balance < 0 { balance -= 15; record("overdraft fee 15") }
    }
}

func transfer(_ amount: Int, from: Account, to: Account) {
    do {
        try from.withdraw(amount)
    } catch {
        print("transfer \(from.id) -> \(to.id) failed: \(error)")
        return
    }
    do {
        try to.deposit(amount)
        print("transferred \(amount) \(from.id) -> \(to.id)")
    } catch {
        try? from.deposit(amount)
        print("transfer \(from.id) -> \(to.id) reversed: \(error)")
    }
}

let savings = SavingsAccount(id: "S1", owner: "Mia", opening: 1000, ratePercent: 2)
let checking = CheckingAccount(id: "C1", owner: "Mia", opening: 100, overdraft: 200)
let basic = Account(id: "B1", owner: "Noah", opening: 50)
let accounts: [Account] = [savings, checking, basic]

transfer(250, from: checking, to: basic)
transfer(100, from: checking, to: basic)
transfer(500, from: basic, to: savings)
transfer(-5, from: savings, to: basic)
basic.isFrozen = true
transfer(10, from: savings, to: basic)
basic.isFrozen = false

for a in accounts { a.monthEnd() }
for a in accounts.sorted(by: { $0.balance > $1.balance }) {
    print(a)
    print("  history:", a.history.joined(separator: ", "))
}
print("opened:", Account.openedCount, "total:", accounts.reduce(0) { $0 + $1.balance })
print("checking accounts:", accounts.filter { $0 is CheckingAccount }.map(\.id))
if let s = accounts.first as? SavingsAccount { print("rate:", s.ratePercent) }

// expect: transferred 250 C1 -> B1
// expect: transfer C1 -> B1 failed: insufficient funds: needed 100, available 50
// expect: transfer B1 -> S1 failed: insufficient funds: needed 500, available 300
// expect: transfer S1 -> B1 failed: invalid amount -5
// expect: transfer S1 -> B1 reversed: account B1 is frozen
// expect: Savings S1 [Mia] balance=1020
// expect:   history: -10, +10, interest 20
// expect: Account B1 [Noah] balance=300
// expect:   history: +250
// expect: Checking C1 [Mia] balance=-165
// expect:   history: -250, overdraft fee 15
// expect: opened: 3 total: 1155
// expect: checking accounts: ["C1"]
// expect: rate: 2
