// Advanced Swift style (error hierarchies): a bank with nested error enums, rethrowing helpers and Result
enum BankError: Error, CustomStringConvertible {
    case account(AccountError)
    case transfer(from: String, to: String, underlying: AccountError)

    var description: String {
        switch self {
        case .account(let e): return "account error: \(e)"
        case let .transfer(from, to, e): return "transfer \(from)->\(to) failed: \(e)"
        }
    }
}

enum AccountError: Error, CustomStringConvertible {
    case overdraft(needed: Int)
    case frozen
    case unknown(String)

    var description: String {
        switch self {
        case .overdraft(let n): return "overdraft by \(n)"
        case .frozen: return "account frozen"
        case .unknown(let id): return "no account \(id)"
        }
    }
}

final class Bank {
    private(set) var balances: [String: Int] = [:]
    var frozen: Set<String> = []

    func open(_ id: String, with amount: Int) { balances[id] = amount }

    func withdraw(_ amount: Int, from id: String) throws {
        guard let balance = balances[id] else { throw AccountError.unknown(id) }
        if frozen.contains(id) { throw AccountError.frozen }
        guard balance >= amount else { throw AccountError.overdraft(needed: amount - balance) }
        balances[id] = balance - amount
    }

    func transfer(_ amount: Int, from: String, to: String) throws {
        do {
            guard balances[to] != nil else { throw AccountError.unknown(to) }
            try withdraw(amount, from: from)
            balances[to, default: 0] += amount
        } catch let error as AccountError {
            throw BankError.transfer(from: from, to: to, underlying: error)
        }
    }
}

let bank = Bank()
bank.open("alice", with: 100)
bank.open("bob", with: 20)
bank.frozen.insert("carol")
bank.open("carol", with: 500)

let attempts: [(Int, String, String)] = [(30, "alice", "bob"), (80, "alice", "bob"), (10, "carol", "bob"), (5, "bob", "dave")]
for (amount, from, to) in attempts {
    let result = Result { try bank.transfer(amount, from: from, to: to) }
    switch result {
    case .success: print("moved \(amount) from \(from) to \(to)")
    case .failure(let error): print(error)
    }
}
for id in bank.balances.keys.sorted() { print(id, bank.balances[id]!) }

do {
    try bank.withdraw(1, from: "nobody")
} catch AccountError.unknown(let id) {
    print("caught unknown", id)
} catch {
    print("other", error)
}

// expect: moved 30 from alice to bob
// expect: transfer alice->bob failed: overdraft by 10
// expect: transfer carol->bob failed: account frozen
// expect: transfer bob->dave failed: no account dave
// expect: alice 70
// expect: bob 50
// expect: carol 500
// expect: caught unknown nobody
