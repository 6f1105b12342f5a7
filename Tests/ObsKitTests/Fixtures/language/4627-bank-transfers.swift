// App code style: bank transfers with throwing validation and rollback via defer
enum BankError: Error, CustomStringConvertible {
    case unknownAccount(String)
    case insufficientFunds(account: String, balance: Int, requested: Int)
    case limitExceeded(limit: Int)
    case frozen(String)

    var description: String {
        switch self {
        case .unknownAccount(let id): return "unknown account \(id)"
        case let .insufficientFunds(a, bal, req): return "\(a) has \(bal), needs \(req)"
        case .limitExceeded(let l): return "over daily limit \(l)"
        case .frozen(let id): return "account \(id) is frozen"
        }
    }
}

final class Bank {
    private var balances: [String: Int]
    private var frozen: Set<String> = []
    let dailyLimit = 500
    private(set) var journal: [String] = []

    init(_ balances: [String: Int]) { self.balances = balances }

    func freeze(_ id: String) { frozen.insert(id) }

    func balance(_ id: String) throws -> Int {
        guard let b = balances[id] else { throw BankError.unknownAccount(id) }
        return b
    }

    private func withdraw(_ id: String, _ amount: Int) throws {
        let b = try balance(id)
        guard !frozen.contains(id) else { throw BankError.frozen(id) }
        guard b >= amount else {
            throw BankError.insufficientFunds(account: id, balance: b, requested: amount)
        }
        balances[id] = b - amount
    }

    private func deposit(_ id: String, _ amount: Int) throws {
        let b = try balance(id)
        guard !frozen.contains(id) else { throw BankError.frozen(id) }
        balances[id] = b + amount
    }

    func transfer(_ amount: Int, from: String, to: String) throws {
        journal.append("begin \(from)->\(to) \(amount)")
        var committed = false
        defer { journal.append(committed ? "commit" : "rollback") }
        guard amount <= dailyLimit else { throw BankError.limitExceeded(limit: dailyLimit) }
        try withdraw(from, amount)
        do {
            try deposit(to, amount)
        } catch {
            try! deposit(from, amount)  // give the money back
            throw error
        }
        committed = true
    }

    func report() -> String {
        balances.keys.sorted().map { "\($0)=\(balances[$0]!)" }.joined(separator: " ")
    }
}

let bank = Bank(["alice": 300, "bob": 50, "carol": 1000])
bank.freeze("carol")

let transfers: [(Int, String, String)] = [
    (100, "alice", "bob"),
    (200, "bob", "alice"),
    (50, "alice", "dave"),
    (600, "alice", "bob"),
    (10, "alice", "carol"),
    (10, "carol", "alice"),
    (150, "bob", "alice"),
]

for (amount, from, to) in transfers {
    do {
        try bank.transfer(amount, from: from, to: to)
        print("ok \(from)->\(to) \(amount): \(bank.report())")
    } catch BankError.insufficientFunds(let acct, _, let req) where req > 100 {
        print("large shortfall for \(acct)")
    } catch let e as BankError {
        print("failed: \(e)")
    } catch {
        print("?")
    }
}
print(bank.report())
print(bank.journal.filter { $0 == "rollback" }.count, "rollbacks")
print(bank.journal.suffix(4).joined(separator: "; "))
print((try? bank.balance("zed")) == nil, (try? bank.balance("bob")) ?? -1)
// expect: ok alice->bob 100: alice=200 bob=150 carol=1000
// expect: large shortfall for bob
// expect: failed: unknown account dave
// expect: failed: over daily limit 500
// expect: failed: account carol is frozen
// expect: failed: account carol is frozen
// expect: ok bob->alice 150: alice=350 bob=0 carol=1000
// expect: alice=350 bob=0 carol=1000
// expect: 5 rollbacks
// expect: begin carol->alice 10; rollback; begin bob->alice 150; commit
// expect: true 0
