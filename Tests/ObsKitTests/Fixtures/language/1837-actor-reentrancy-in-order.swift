// Compiler test style: actors — isolated state mutated through awaited calls in a fixed order, plus reentrant calls back into the same actor
actor BankAccount {
    let owner: String
    private(set) var balance: Int
    private(set) var history: [String] = []

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    func deposit(_ amount: Int) {
        balance += amount
        history.append("+\(amount)")
    }

    func withdraw(_ amount: Int) -> Bool {
        guard balance >= amount else {
            history.append("denied \(amount)")
            return false
        }
        balance -= amount
        history.append("-\(amount)")
        return true
    }

    // Cross-actor transfer: awaits the other actor, state checked again after the suspension point
    func transfer(_ amount: Int, to other: BankAccount) async -> Bool {
        guard withdraw(amount) else { return false }
        await other.deposit(amount)
        history.append("sent \(amount) to \(other.owner)")
        return true
    }

    // Reentrancy: the other actor calls back into us while we are suspended
    func handshake(with other: BankAccount) async -> String {
        history.append("handshake start")
        let reply = await other.respond(to: self)
        history.append("handshake end")
        return reply
    }

    func respond(to caller: BankAccount) async -> String {
        await caller.deposit(1)
        return "\(owner) replied to \(caller.owner)"
    }
}

let alice = BankAccount(owner: "Alice", balance: 100)
let bob = BankAccount(owner: "Bob", balance: 20)

print(await alice.transfer(70, to: bob))
print(await alice.transfer(70, to: bob))
print(await bob.transfer(50, to: alice))
print("Alice: \(await alice.balance), Bob: \(await bob.balance)")

print(await alice.handshake(with: bob))
print("Alice history: \(await alice.history)")
print("Bob history: \(await bob.history)")

// Sequential awaits from the same task run in program order
let counter = BankAccount(owner: "Counter", balance: 0)
for i in 1...5 { await counter.deposit(i) }
_ = await counter.withdraw(100)
print("counter: \(await counter.balance), \(await counter.history)")

// nonisolated members can be used synchronously
extension BankAccount {
    nonisolated var displayName: String { "Account(\(owner))" }
}
print(alice.displayName, bob.displayName)

// expect: true
// expect: false
// expect: true
// expect: Alice: 80, Bob: 40
// expect: Bob replied to Alice
// expect: Alice history: ["-70", "sent 70 to Bob", "denied 70", "+50", "handshake start", "+1", "handshake end"]
// expect: Bob history: ["+70", "-50", "sent 50 to Alice"]
// expect: counter: 15, ["+1", "+2", "+3", "+4", "+5", "denied 100"]
// expect: Account(Alice) Account(Bob)
