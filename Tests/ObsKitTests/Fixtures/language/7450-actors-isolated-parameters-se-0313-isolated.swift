// Swift Evolution style (actors and isolated parameters): SE-0313 isolated parameters letting a free function act inside an actor
actor BankAccount {
    let owner: String
    private(set) var balance: Int
    private var history: [String] = []

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    func deposit(_ amount: Int) {
        balance += amount
        history.append("+\(amount)")
    }

    func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else {
            history.append("!\(amount)")
            return false
        }
        balance -= amount
        history.append("-\(amount)")
        return true
    }

    var statement: String { "\(owner): \(balance) [\(history.joined(separator: " "))]" }
}

// Runs synchronously on the actor: no await needed inside
func applyFee(to account: isolated BankAccount, percent: Int) {
    let fee = account.balance * percent / 100
    _ = account.withdraw(fee)
}

func transfer(_ amount: Int, from source: isolated BankAccount, to target: BankAccount) async -> Bool {
    guard source.withdraw(amount) else { return false }
    await target.deposit(amount)
    return true
}

extension BankAccount {
    func run<T>(_ body: (isolated BankAccount) -> T) -> T {
        body(self)
    }
}

let alice = BankAccount(owner: "alice", balance: 200)
let bob = BankAccount(owner: "bob", balance: 50)

print(await transfer(120, from: alice, to: bob))
print(await transfer(500, from: bob, to: alice))
await applyFee(to: bob, percent: 10)
let doubled = await alice.run { acct in
    acct.deposit(acct.balance)
    return acct.balance
}
print("doubled", doubled)
print(await alice.statement)
print(await bob.statement)
// expect: true
// expect: false
// expect: doubled 160
// expect: alice: 160 [-120 +80]
// expect: bob: 153 [+120 !500 -17]
