// Book style (Concurrency): actors calling each other, async properties and a throwing task group
actor Account {
    let owner: String
    private(set) var balance: Int
    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }
    func deposit(_ amount: Int) { balance += amount }
    func withdraw(_ amount: Int) throws {
        guard amount <= balance else { throw BankError.insufficient(owner: owner, short: amount - balance) }
        balance -= amount
    }
    func transfer(_ amount: Int, to other: Account) async throws {
        try withdraw(amount)
        await other.deposit(amount)
    }
}

enum BankError: Error {
    case insufficient(owner: String, short: Int)
    case frozen
}

struct Ledger {
    let accounts: [Account]
    var total: Int {
        get async {
            var sum = 0
            for a in accounts { sum += await a.balance }
            return sum
        }
    }
}

let alice = Account(owner: "Alice", balance: 100)
let bob = Account(owner: "Bob", balance: 20)
let ledger = Ledger(accounts: [alice, bob])
print("total", await ledger.total)
try await alice.transfer(30, to: bob)
print(await alice.balance, await bob.balance)
do {
    try await bob.transfer(80, to: alice)
} catch {
    print("failed:", error)
}
print("total", await ledger.total)

let amounts = [5, 10, 15, 200]
do {
    let done = try await withThrowingTaskGroup(of: Int.self) { group -> [Int] in
        for a in amounts {
            group.addTask {
                if a > 100 { throw BankError.frozen }
                return a
            }
        }
        var ok: [Int] = []
        var failures: [String] = []
        while let result = await group.nextResult() {
            switch result {
            case .success(let a): ok.append(a)
            case .failure(let error): failures.append("\(error)")
            }
        }
        print("group errors:", failures)
        return ok.sorted()
    }
    print("done", done)
} catch {
    print("unexpected", error)
}
await withTaskGroup(of: Void.self) { group in
    for a in amounts.dropLast() {
        group.addTask { await alice.deposit(a) }
    }
}
print(await alice.balance, await ledger.total)

// expect: total 120
// expect: 70 50
// expect: failed: insufficient(owner: "Bob", short: 30)
// expect: total 120
// expect: group errors: ["frozen"]
// expect: done [5, 10, 15]
// expect: 100 150
