// App model layer: a bank ledger with typed errors, transfers and a transaction history
enum LedgerError: Error, Equatable, CustomStringConvertible {
    case accountNotFound(String)
    case insufficientFunds(needed: Int, available: Int)
    case invalidAmount(Int)
    case frozen(String)

    var description: String {
        switch self {
        case .accountNotFound(let id): return "no account \(id)"
        case let .insufficientFunds(needed, available): return "needs \(needed), has \(available)"
        case .invalidAmount(let a): return "invalid amount \(a)"
        case .frozen(let id): return "account \(id) is frozen"
        }
    }
}

struct Account {
    let id: String
    var balance: Int
    var isFrozen = false
}

final class Ledger {
    private var accounts: [String: Account] = [:]
    private(set) var history: [String] = []

    func open(_ id: String, deposit: Int) { accounts[id] = Account(id: id, balance: deposit) }
    func freeze(_ id: String) { accounts[id]?.isFrozen = true }

    func balance(of id: String) throws(LedgerError) -> Int {
        guard let account = accounts[id] else { throw .accountNotFound(id) }
        return account.balance
    }

    func transfer(_ amount: Int, from: String, to: String) throws(LedgerError) {
        guard amount > 0 else { throw .invalidAmount(amount) }
        guard var source = accounts[from] else { throw .accountNotFound(from) }
        guard var target = accounts[to] else { throw .accountNotFound(to) }
        if source.isFrozen { throw .frozen(from) }
        guard source.balance >= amount else {
            throw .insufficientFunds(needed: amount, available: source.balance)
        }
        source.balance -= amount
        target.balance += amount
        accounts[from] = source
        accounts[to] = target
        history.append("\(from)->\(to) \(amount)")
    }
}

let ledger = Ledger()
ledger.open("alice", deposit: 500)
ledger.open("bob", deposit: 120)
ledger.open("carol", deposit: 0)

let attempts: [(Int, String, String)] = [
    (200, "alice", "bob"), (400, "bob", "carol"), (-5, "alice", "bob"),
    (50, "bob", "dave"), (300, "bob", "carol"),
]
for (amount, from, to) in attempts {
    do {
        try ledger.transfer(amount, from: from, to: to)
        print("ok: \(from) -> \(to) \(amount)")
    } catch {
        print("failed: \(error)")
    }
}
ledger.freeze("carol")
do {
    try ledger.transfer(10, from: "carol", to: "alice")
} catch let error {
    print("failed: \(error) (is frozen: \(error == .frozen("carol")))")
}
for id in ["alice", "bob", "carol"] {
    print("\(id): \((try? ledger.balance(of: id)) ?? -1)")
}
print("history: \(ledger.history.joined(separator: "; "))")

// expect: ok: alice -> bob 200
// expect: failed: needs 400, has 320
// expect: failed: invalid amount -5
// expect: failed: no account dave
// expect: ok: bob -> carol 300
// expect: failed: account carol is frozen (is frozen: true)
// expect: alice: 300
// expect: bob: 20
// expect: carol: 300
// expect: history: alice->bob 200; bob->carol 300
