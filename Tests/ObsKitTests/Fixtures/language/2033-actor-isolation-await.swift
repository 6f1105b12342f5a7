// Compiler test style: actor isolation, awaiting actor methods and properties from top-level code
actor BankAccount {
    let id: Int
    private(set) var balance: Int
    private var log: [String] = []

    init(id: Int, balance: Int) {
        self.id = id
        self.balance = balance
    }

    func deposit(_ amount: Int) {
        balance += amount
        log.append("deposit \(amount)")
    }

    func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else {
            log.append("rejected \(amount)")
            return false
        }
        balance -= amount
        log.append("withdraw \(amount)")
        return true
    }

    func transfer(_ amount: Int, to other: BankAccount) async -> Bool {
        guard withdraw(amount) else { return false }
        await other.deposit(amount)
        return true
    }

    func history() -> [String] { log }

    nonisolated var label: String { "account-\(id)" }
}

let a = BankAccount(id: 1, balance: 100)
let b = BankAccount(id: 2, balance: 20)
print(a.label, b.label)

await a.deposit(50)
print(await a.balance)
let ok1 = await a.transfer(120, to: b)
let ok2 = await b.transfer(500, to: a)
print(ok1, ok2)
print(await a.balance, await b.balance)
for entry in await a.history() { print("a:", entry) }
for entry in await b.history() { print("b:", entry) }

for i in 1...5 {
    await b.deposit(i * 10)
}
print("final b:", await b.balance)

// expect: account-1 account-2
// expect: 150
// expect: true false
// expect: 30 140
// expect: a: deposit 50
// expect: a: withdraw 120
// expect: b: deposit 120
// expect: b: rejected 500
// expect: final b: 290
