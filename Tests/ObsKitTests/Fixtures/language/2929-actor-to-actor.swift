// Compiler test style: one actor awaiting methods on another actor to transfer state
actor Account {
    let name: String
    private(set) var balance: Int

    init(name: String, balance: Int) {
        self.name = name
        self.balance = balance
    }

    func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { return false }
        balance -= amount
        return true
    }

    func deposit(_ amount: Int) {
        balance += amount
    }

    func transfer(_ amount: Int, to other: Account) async -> Bool {
        guard withdraw(amount) else { return false }
        await other.deposit(amount)
        return true
    }
}

let alice = Account(name: "Alice", balance: 100)
let bob = Account(name: "Bob", balance: 20)

print("t1:", await alice.transfer(30, to: bob))
print("t2:", await bob.transfer(80, to: alice))
print("t3:", await bob.transfer(50, to: alice))

for acct in [alice, bob] {
    print(acct.name, await acct.balance)
}
let total = await alice.balance + bob.balance
print("total:", total)
// expect: t1: true
// expect: t2: false
// expect: t3: true
// expect: Alice 120
// expect: Bob 0
// expect: total: 120
