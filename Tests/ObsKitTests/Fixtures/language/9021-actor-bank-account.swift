// Actors protecting mutable state: bank account transfers, isolated methods and errors
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum BankError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Int, available: Int)
    case sameAccount

    var description: String {
        switch self {
        case let .insufficientFunds(needed, available): return "need \(needed), have \(available)"
        case .sameAccount: return "cannot transfer to the same account"
        }
    }
}

actor BankAccount {
    let id: String
    private(set) var balance: Int
    private var log: [String] = []

    init(id: String, balance: Int) {
        self.id = id
        self.balance = balance
    }

    func deposit(_ amount: Int) {
        balance += amount
        log.append("+\(amount)")
    }

    func withdraw(_ amount: Int) throws {
        guard amount <= balance else {
            throw BankError.insufficientFunds(needed: amount, available: balance)
        }
        balance -= amount
        log.append("-\(amount)")
    }

    func transfer(_ amount: Int, to other: BankAccount) async throws {
        guard other.id != id else { throw BankError.sameAccount }
        try withdraw(amount)
        await other.deposit(amount)
    }

    func history() -> String { log.joined(separator: " ") }
}

let alice = BankAccount(id: "alice", balance: 100)
let bob = BankAccount(id: "bob", balance: 50)

try await alice.transfer(30, to: bob)
print("alice:", await alice.balance, "bob:", await bob.balance)

do {
    try await bob.transfer(500, to: alice)
} catch {
    print("failed:", error)
}
do {
    try await alice.transfer(1, to: alice)
} catch let error as BankError {
    print("failed:", error)
}

await withTaskGroup(of: Void.self) { group in
    for i in 1...10 {
        group.addTask { await alice.deposit(i) }
    }
}
print("alice after deposits:", await alice.balance)
print("bob history:", await bob.history())
print("id is nonisolated-let:", alice.id)
// expect: alice: 70 bob: 80
// expect: failed: need 500, have 80
// expect: failed: cannot transfer to the same account
// expect: alice after deposits: 125
// expect: bob history: +30
// expect: id is nonisolated-let: alice
