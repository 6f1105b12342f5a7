// Puzzle style: Exercism bank account simulation — transactions, typed errors, audit log
enum BankError: Error, CustomStringConvertible {
    case accountClosed(String)
    case insufficientFunds(needed: Int, available: Int)
    case invalidAmount(Int)

    var description: String {
        switch self {
        case .accountClosed(let owner): return "account of \(owner) is closed"
        case let .insufficientFunds(needed, available): return "needed \(needed), only \(available) available"
        case .invalidAmount(let amount): return "invalid amount \(amount)"
        }
    }
}

enum Transaction {
    case deposit(Int)
    case withdraw(Int)
    case transfer(Int, to: String)
    case close
}

final class Account {
    let owner: String
    private(set) var balance = 0 {
        didSet { history.append(balance - oldValue) }
    }
    private(set) var isOpen = true
    private(set) var history: [Int] = []

    init(owner: String) { self.owner = owner }

    func deposit(_ amount: Int) throws {
        guard isOpen else { throw BankError.accountClosed(owner) }
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        balance += amount
    }

    func withdraw(_ amount: Int) throws {
        guard isOpen else { throw BankError.accountClosed(owner) }
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard amount <= balance else { throw BankError.insufficientFunds(needed: amount, available: balance) }
        balance -= amount
    }

    func close() { isOpen = false }
}

let bank = ["alice": Account(owner: "alice"), "bob": Account(owner: "bob")]
let script: [(String, Transaction)] = [
    ("alice", .deposit(500)), ("bob", .deposit(120)), ("alice", .withdraw(80)),
    ("bob", .withdraw(200)), ("alice", .transfer(150, to: "bob")), ("bob", .deposit(-5)),
    ("bob", .close), ("alice", .transfer(10, to: "bob")), ("alice", .withdraw(270)),
]

var failures = 0
for (step, (name, transaction)) in script.enumerated() {
    guard let account = bank[name] else { continue }
    do {
        switch transaction {
        case .deposit(let amount): try account.deposit(amount)
        case .withdraw(let amount): try account.withdraw(amount)
        case let .transfer(amount, to: other):
            guard let target = bank[other] else { break }
            try account.withdraw(amount)
            do { try target.deposit(amount) } catch {
                try account.deposit(amount)
                throw error
            }
        case .close: account.close()
        }
        print("\(step): \(name) ok, balance \(account.balance)")
    } catch let error as BankError {
        failures += 1
        print("\(step): \(name) failed: \(error)")
    } catch {
        print("unexpected \(error)")
    }
}
print("Failures: \(failures)")
for name in bank.keys.sorted() {
    let account = bank[name]!
    print("\(name): balance=\(account.balance) open=\(account.isOpen) history=\(account.history)")
}
// expect: 0: alice ok, balance 500
// expect: 1: bob ok, balance 120
// expect: 2: alice ok, balance 420
// expect: 3: bob failed: needed 200, only 120 available
// expect: 4: alice ok, balance 270
// expect: 5: bob failed: invalid amount -5
// expect: 6: bob ok, balance 270
// expect: 7: alice failed: account of bob is closed
// expect: 8: alice ok, balance 0
// expect: Failures: 3
// expect: alice: balance=0 open=true history=[500, -80, -150, -10, 10, -270]
// expect: bob: balance=270 open=false history=[120, 150]
