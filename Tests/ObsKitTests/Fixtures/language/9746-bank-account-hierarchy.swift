// Everyday app logic, bank accounts: class hierarchy with override and super, custom Error enum with descriptions, throws/try/catch with typed pattern, defer, rollback on failure
enum BankError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Int, available: Int)
    case accountFrozen(String)
    case invalidAmount(Int)

    var description: String {
        switch self {
        case let .insufficientFunds(n, a): "insufficient funds: need \(cents(n)), have \(cents(a))"
        case .accountFrozen(let id): "account \(id) is frozen"
        case .invalidAmount(let a): "invalid amount \(a)"
        }
    }
}

func cents(_ c: Int) -> String { "\(c < 0 ? "-" : "")$\(abs(c) / 100).\(abs(c) % 100 < 10 ? "0" : "")\(abs(c) % 100)" }

class Account {
    private static var nextNumber = 1000
    let number: String, owner: String
    fileprivate(set) var balance: Int
    var isFrozen = false
    fileprivate(set) var history: [String] = []
    var kind: String { "Account" }
    var available: Int { balance }

    init(owner: String, opening: Int) {
        Account.nextNumber += 1
        number = "AC\(Account.nextNumber)"
        self.owner = owner
        balance = opening
    }
    func check(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard !isFrozen else { throw BankError.accountFrozen(number) }
    }
    func deposit(_ amount: Int) throws {
        try check(amount)
        balance += amount
        history.append("deposit \(cents(amount))")
    }
    func withdraw(_ amount: Int) throws {
        try check(amount)
        guard amount <= available else { throw BankError.insufficientFunds(needed: amount, available: available) }
        balance -= amount
        history.append("withdraw \(cents(amount))\(balance < 0 ? " (overdrawn)" : "")")
    }
    func monthEnd() { history.append("statement closed at \(cents(balance))") }
}

final class CheckingAccount: Account {
    var overdraft = 100_00
    override var kind: String { "Checking" }
    override var available: Int { balance + overdraft }
}

final class SavingsAccount: Account {
    var rateBasisPoints = 450
    override var kind: String { "Savings" }
    override func monthEnd() {
        let interest = balance * rateBasisPoints / 10_000 / 12
        balance += interest
        history.append("interest \(cents(interest))")
        super.monthEnd()
    }
}

func transfer(_ amount: Int, from: Account, to: Account) throws {
    defer { print("  transfer \(cents(amount)) \(from.number) -> \(to.number) attempted") }
    try from.withdraw(amount)
    do { try to.deposit(amount) } catch { try from.deposit(amount); throw error }
}

let checking = CheckingAccount(owner: "Ana", opening: 50_00)
let savings = SavingsAccount(owner: "Ana", opening: 1_200_00)
let steps: [(String, () throws -> Void)] = [
    ("withdraw 120 from checking", { try checking.withdraw(120_00) }), ("withdraw 40 more", { try checking.withdraw(40_00) }),
    ("deposit -5", { try savings.deposit(-5) }), ("transfer 300 savings->checking", { try transfer(300_00, from: savings, to: checking) }),
    ("freeze checking then transfer", { checking.isFrozen = true; try transfer(5_00, from: savings, to: checking) }),
    ("withdraw 10 savings", { try savings.withdraw(10_00) }), ("unfreeze and deposit 1", { checking.isFrozen = false; try checking.deposit(1_00) }),
]
for (label, action) in steps {
    do { try action(); print("ok: \(label)") } catch let error as BankError { print("failed: \(label) - \(error)") } catch { print("unexpected: \(error)") }
}
for a in [checking, savings] as [Account] {
    a.monthEnd()
    print("\(a.kind) \(a.number) \(a.owner): \(cents(a.balance)) | \(a.history.joined(separator: "; "))")
}
// expect: ok: withdraw 120 from checking
// expect: failed: withdraw 40 more - insufficient funds: need $40.00, have $30.00
// expect: failed: deposit -5 - invalid amount -5
// expect:   transfer $300.00 AC1002 -> AC1001 attempted
// expect: ok: transfer 300 savings->checking
// expect:   transfer $5.00 AC1002 -> AC1001 attempted
// expect: failed: freeze checking then transfer - account AC1001 is frozen
// expect: ok: withdraw 10 savings
// expect: ok: unfreeze and deposit 1
// expect: Checking AC1001 Ana: $231.00 | withdraw $120.00 (overdrawn); deposit $300.00; deposit $1.00; statement closed at $231.00
// expect: Savings AC1002 Ana: $893.33 | withdraw $300.00; withdraw $5.00; deposit $5.00; withdraw $10.00; interest $3.33; statement closed at $893.33
