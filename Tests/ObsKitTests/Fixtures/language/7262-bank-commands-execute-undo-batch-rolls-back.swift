// App architecture style (transactional commands): bank commands execute and undo, and a batch rolls back the ones done when one throws
enum BankError: Error, CustomStringConvertible {
    case insufficient(account: String, needed: Int)
    case unknown(String)
    var description: String {
        switch self {
        case let .insufficient(a, n): return "insufficient funds in \(a) (need \(n))"
        case let .unknown(a): return "unknown account \(a)"
        }
    }
}

final class Ledger {
    private(set) var balances: [String: Int]
    init(_ b: [String: Int]) { balances = b }
    func adjust(_ account: String, by amount: Int) throws {
        guard let current = balances[account] else { throw BankError.unknown(account) }
        guard current + amount >= 0 else { throw BankError.insufficient(account: account, needed: -amount) }
        balances[account] = current + amount
    }
    var summary: String { balances.keys.sorted().map { "\($0)=\(balances[$0]!)" }.joined(separator: " ") }
}

protocol BankCommand {
    func execute(_ ledger: Ledger) throws
    func undo(_ ledger: Ledger)
}

struct Deposit: BankCommand {
    let account: String, amount: Int
    func execute(_ l: Ledger) throws { try l.adjust(account, by: amount) }
    func undo(_ l: Ledger) { try? l.adjust(account, by: -amount) }
}
struct Transfer: BankCommand {
    let from: String, to: String, amount: Int
    func execute(_ l: Ledger) throws {
        try l.adjust(from, by: -amount)
        do { try l.adjust(to, by: amount) } catch { try? l.adjust(from, by: amount); throw error }
    }
    func undo(_ l: Ledger) {
        try? l.adjust(to, by: -amount)
        try? l.adjust(from, by: amount)
    }
}

func runBatch(_ name: String, _ commands: [BankCommand], on ledger: Ledger) {
    var done: [BankCommand] = []
    defer { print("\(name): \(ledger.summary)") }
    do {
        for c in commands {
            try c.execute(ledger)
            done.append(c)
        }
        print("\(name) committed \(done.count)")
    } catch {
        print("\(name) failed after \(done.count): \(error)")
        for c in done.reversed() { c.undo(ledger) }
    }
}

let ledger = Ledger(["alice": 100, "bob": 20, "carol": 0])
print("start: \(ledger.summary)")
runBatch("payday", [Deposit(account: "bob", amount: 50), Deposit(account: "carol", amount: 10)], on: ledger)
runBatch("rent", [Transfer(from: "bob", to: "alice", amount: 60), Transfer(from: "carol", to: "alice", amount: 30)], on: ledger)
runBatch("typo", [Deposit(account: "alice", amount: 5), Transfer(from: "alice", to: "dave", amount: 1)], on: ledger)
runBatch("split", [Transfer(from: "alice", to: "bob", amount: 40), Transfer(from: "alice", to: "carol", amount: 40)], on: ledger)

// expect: start: alice=100 bob=20 carol=0
// expect: payday committed 2
// expect: payday: alice=100 bob=70 carol=10
// expect: rent failed after 1: insufficient funds in carol (need 30)
// expect: rent: alice=100 bob=70 carol=10
// expect: typo failed after 1: unknown account dave
// expect: typo: alice=100 bob=70 carol=10
// expect: split committed 2
// expect: split: alice=20 bob=110 carol=50
