// App code style: actor-guarded bank transfers between accounts with ordered logs
enum TransferError: Error { case insufficient(balance: Int, requested: Int) }

actor Account {
    let id: String
    private(set) var balance: Int
    init(id: String, balance: Int) { self.id = id; self.balance = balance }

    func withdraw(_ amount: Int) throws {
        guard balance >= amount else {
            throw TransferError.insufficient(balance: balance, requested: amount)
        }
        balance -= amount
    }
    func deposit(_ amount: Int) { balance += amount }

    func transfer(_ amount: Int, to other: Account) async throws {
        try withdraw(amount)
        await other.deposit(amount)
    }
}

let checking = Account(id: "checking", balance: 100)
let savings = Account(id: "savings", balance: 50)

let plan: [(Account, Account, Int)] = [(checking, savings, 30), (savings, checking, 200), (savings, checking, 80)]
for (from, to, amount) in plan {
    do {
        try await from.transfer(amount, to: to)
        print("moved \(amount) from \(from.id) to \(to.id)")
    } catch TransferError.insufficient(let bal, let req) {
        print("\(from.id) cannot send \(req), has \(bal)")
    }
}
print("checking: \(await checking.balance)")
print("savings: \(await savings.balance)")

await withTaskGroup(of: Void.self) { g in
    for _ in 0..<10 {
        g.addTask { try? await checking.transfer(1, to: savings) }
    }
}
let total = await checking.balance + savings.balance
print("after 10 parallel transfers: \(await checking.balance) + \(await savings.balance) = \(total)")
// expect: moved 30 from checking to savings
// expect: savings cannot send 200, has 80
// expect: moved 80 from savings to checking
// expect: checking: 150
// expect: savings: 0
// expect: after 10 parallel transfers: 140 + 10 = 150
