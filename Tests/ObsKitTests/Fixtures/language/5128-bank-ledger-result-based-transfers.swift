// App code style: bank ledger with Result-based transfers
enum LedgerError: Error, CustomStringConvertible {
    case unknownAccount(String)
    case insufficientFunds(account: String, needed: Int, available: Int)
    case invalidAmount(Int)

    var description: String {
        switch self {
        case .unknownAccount(let id): return "unknown account \(id)"
        case let .insufficientFunds(account, needed, available):
            return "\(account) needs \(needed) but has \(available)"
        case .invalidAmount(let a): return "invalid amount \(a)"
        }
    }
}

struct Entry {
    let from: String
    let to: String
    let amount: Int
}

final class Ledger {
    private var balances: [String: Int]
    private(set) var entries: [Entry] = []

    init(balances: [String: Int]) {
        self.balances = balances
    }

    func balance(of id: String) -> Result<Int, LedgerError> {
        guard let b = balances[id] else { return .failure(.unknownAccount(id)) }
        return .success(b)
    }

    func transfer(_ amount: Int, from: String, to: String) -> Result<Entry, LedgerError> {
        guard amount > 0 else { return .failure(.invalidAmount(amount)) }
        return balance(of: from).flatMap { fromBalance in
            balance(of: to).flatMap { _ in
                guard fromBalance >= amount else {
                    return .failure(.insufficientFunds(account: from, needed: amount, available: fromBalance))
                }
                balances[from, default: 0] -= amount
                balances[to, default: 0] += amount
                let entry = Entry(from: from, to: to, amount: amount)
                entries.append(entry)
                return .success(entry)
            }
        }
    }

    var summary: [(String, Int)] {
        balances.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

let ledger = Ledger(balances: ["alice": 500, "bob": 120, "carol": 0])
let requests: [(Int, String, String)] = [
    (100, "alice", "bob"),
    (300, "bob", "carol"),
    (-5, "alice", "carol"),
    (50, "dave", "alice"),
    (220, "bob", "carol"),
    (400, "alice", "carol"),
]

for (amount, from, to) in requests {
    switch ledger.transfer(amount, from: from, to: to) {
    case .success(let entry):
        print("OK   \(entry.from) -> \(entry.to): \(entry.amount)")
    case .failure(let error):
        print("FAIL \(error)")
    }
}

for (name, balance) in ledger.summary {
    print("\(name): \(balance)")
}
let moved = ledger.entries.reduce(into: [String: Int]()) { acc, e in
    acc[e.to, default: 0] += e.amount
}
print(moved.sorted { $0.key < $1.key }.map { "\($0.key)+\($0.value)" }.joined(separator: ", "))
let total = ledger.summary.map(\.1).reduce(0, +)
print("total money: \(total)")
if case .failure(let e) = ledger.balance(of: "zed") { print("lookup: \(e)") }
print((try? ledger.balance(of: "carol").get()) ?? -1)

// expect: OK   alice -> bob: 100
// expect: FAIL bob needs 300 but has 220
// expect: FAIL invalid amount -5
// expect: FAIL unknown account dave
// expect: OK   bob -> carol: 220
// expect: OK   alice -> carol: 400
// expect: alice: 0
// expect: bob: 0
// expect: carol: 620
// expect: bob+100, carol+620
// expect: total money: 620
// expect: lookup: unknown account zed
// expect: 620
