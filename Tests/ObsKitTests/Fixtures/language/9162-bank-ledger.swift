// bank-ledger
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation
enum LedgerError: Error, Equatable {
    case insufficientFunds(available: Int, requested: Int)
    case accountNotFound(String), invalidAmount
}
struct Transaction {
    enum Kind: String { case deposit, withdrawal, transferIn = "transfer-in", transferOut = "transfer-out" }
    let kind: Kind
    let cents: Int
}
final class Account {
    let owner: String
    private(set) var history: [Transaction] = []
    var balance: Int {
        history.reduce(0) { total, t in
            switch t.kind {
            case .deposit, .transferIn: return total + t.cents
            case .withdrawal, .transferOut: return total - t.cents
            }
        }
    }
    init(owner: String) { self.owner = owner }
    func record(_ kind: Transaction.Kind, _ cents: Int) { history.append(Transaction(kind: kind, cents: cents)) }
}
final class Bank {
    private var accounts: [String: Account] = [:]
    func open(_ owner: String, initial: Int) {
        let a = Account(owner: owner)
        if initial > 0 { a.record(.deposit, initial) }
        accounts[owner] = a
    }
    func account(_ owner: String) throws -> Account {
        guard let a = accounts[owner] else { throw LedgerError.accountNotFound(owner) }
        return a
    }
    func withdraw(_ owner: String, _ cents: Int) throws {
        guard cents > 0 else { throw LedgerError.invalidAmount }
        let a = try account(owner)
        guard a.balance >= cents else { throw LedgerError.insufficientFunds(available: a.balance, requested: cents) }
        a.record(.withdrawal, cents)
    }
    func transfer(from: String, to: String, _ cents: Int) throws {
        let source = try account(from), target = try account(to)
        guard source.balance >= cents else { throw LedgerError.insufficientFunds(available: source.balance, requested: cents) }
        source.record(.transferOut, cents)
        target.record(.transferIn, cents)
    }
    var report: [String] {
        accounts.values.sorted { $0.owner < $1.owner }.map { "\($0.owner): \(money($0.balance)) (\($0.history.count) tx)" }
    }
}
func money(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    return String(format: "%@$%d.%02d", sign, abs(cents) / 100, abs(cents) % 100)
}
let bank = Bank()
bank.open("alice", initial: 100_00)
bank.open("bob", initial: 25_50)
let operations: [(String, () throws -> Void)] = [
    ("alice withdraws 12.34", { try bank.withdraw("alice", 12_34) }),
    ("bob withdraws 30.00", { try bank.withdraw("bob", 30_00) }),
    ("alice -> bob 50.05", { try bank.transfer(from: "alice", to: "bob", 50_05) }),
    ("carol withdraws 1", { try bank.withdraw("carol", 1) }),
    ("bob withdraws 0", { try bank.withdraw("bob", 0) }),
]
for (label, op) in operations {
    do {
        try op()
        print("ok   \(label)")
    } catch let LedgerError.insufficientFunds(available, requested) {
        print("fail \(label): only \(money(available)) of \(money(requested))")
    } catch {
        print("fail \(label): \(error)")
    }
}
bank.report.forEach { print($0) }
let bobKinds = try bank.account("bob").history.map(\.kind.rawValue)
print(bobKinds)
// expect: ok   alice withdraws 12.34
// expect: fail bob withdraws 30.00: only $25.50 of $30.00
// expect: ok   alice -> bob 50.05
// expect: fail carol withdraws 1: accountNotFound("carol")
// expect: fail bob withdraws 0: invalidAmount
// expect: alice: $37.61 (3 tx)
// expect: bob: $75.55 (2 tx)
// expect: ["deposit", "transfer-in"]
