// App code style: bank ledger with transactions, typed errors and statements
enum LedgerError: Error, Equatable {
    case insufficientFunds(needed: Int, available: Int)
    case accountNotFound(String), invalidAmount(Int), frozen(String)
}

enum TransactionKind: String {
    case deposit, withdrawal, transferIn = "transfer-in", transferOut = "transfer-out"
}

struct Transaction {
    let seq: Int, kind: TransactionKind, amount: Int, balanceAfter: Int
}

final class Account {
    let id: String
    fileprivate(set) var balance = 0
    fileprivate(set) var history: [Transaction] = []
    var isFrozen = false
    init(id: String) { self.id = id }
}

final class Ledger {
    private var accounts: [String: Account] = [:]
    private var seq = 0

    func open(_ id: String, initial: Int = 0) throws {
        let acct = Account(id: id)
        accounts[id] = acct
        if initial > 0 { try deposit(initial, to: id) }
    }

    private func account(_ id: String) throws -> Account {
        guard let a = accounts[id] else { throw LedgerError.accountNotFound(id) }
        guard !a.isFrozen else { throw LedgerError.frozen(id) }
        return a
    }

    private func record(_ a: Account, _ kind: TransactionKind, _ amount: Int) {
        seq += 1
        a.history.append(Transaction(seq: seq, kind: kind, amount: amount, balanceAfter: a.balance))
    }

    func deposit(_ amount: Int, to id: String) throws {
        guard amount > 0 else { throw LedgerError.invalidAmount(amount) }
        let a = try account(id)
        a.balance += amount
        record(a, .deposit, amount)
    }

    func withdraw(_ amount: Int, from id: String) throws {
        guard amount > 0 else { throw LedgerError.invalidAmount(amount) }
        let a = try account(id)
        guard a.balance >= amount else {
            throw LedgerError.insufficientFunds(needed: amount, available: a.balance)
        }
        a.balance -= amount
        record(a, .withdrawal, amount)
    }

    func transfer(_ amount: Int, from: String, to: String) throws {
        let src = try account(from), dst = try account(to)
        guard src.balance >= amount else {
            throw LedgerError.insufficientFunds(needed: amount, available: src.balance)
        }
        src.balance -= amount; record(src, .transferOut, amount)
        dst.balance += amount; record(dst, .transferIn, amount)
    }

    func freeze(_ id: String) { accounts[id]?.isFrozen = true }
    func statement(_ id: String) -> [String] {
        accounts[id]?.history.map { "#\($0.seq) \($0.kind.rawValue) \($0.amount) -> \($0.balanceAfter)" } ?? []
    }
    var totalDeposits: Int { accounts.values.reduce(0) { $0 + $1.balance } }
}

let ledger = Ledger()
let ops: [(String, () throws -> Void)] = [
    ("open alice", { try ledger.open("alice", initial: 500) }),
    ("open bob", { try ledger.open("bob") }),
    ("bob withdraw", { try ledger.withdraw(10, from: "bob") }),
    ("transfer", { try ledger.transfer(200, from: "alice", to: "bob") }),
    ("negative", { try ledger.deposit(-5, to: "alice") }),
    ("unknown", { try ledger.deposit(5, to: "carol") }),
    ("freeze+deposit", { ledger.freeze("bob"); try ledger.deposit(1, to: "bob") }),
    ("alice withdraw", { try ledger.withdraw(120, from: "alice") }),
]
for (name, op) in ops {
    do {
        try op()
        print("\(name): ok")
    } catch let LedgerError.insufficientFunds(needed, available) {
        print("\(name): need \(needed), have \(available)")
    } catch {
        print("\(name): \(error)")
    }
}
ledger.statement("alice").forEach { print($0) }
ledger.statement("bob").forEach { print($0) }
print("total held:", ledger.totalDeposits)
// expect: open alice: ok
// expect: open bob: ok
// expect: bob withdraw: need 10, have 0
// expect: transfer: ok
// expect: negative: invalidAmount(-5)
// expect: unknown: accountNotFound("carol")
// expect: freeze+deposit: frozen("bob")
// expect: alice withdraw: ok
// expect: #1 deposit 500 -> 500
// expect: #2 transfer-out 200 -> 300
// expect: #4 withdrawal 120 -> 180
// expect: #3 transfer-in 200 -> 200
// expect: total held: 380
