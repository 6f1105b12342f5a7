// Swift book style (Concurrency): actor-to-actor transfers with await, an isolated parameter, and a global actor-free deterministic audit
enum TransferError: Error {
    case insufficient(String, needed: Int)
}

actor Account {
    let owner: String
    private(set) var balance: Int
    private var ledger: [String] = []

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    func deposit(_ amount: Int, memo: String) {
        balance += amount
        ledger.append("+\(amount) \(memo)")
    }

    func transfer(_ amount: Int, to other: Account) async throws {
        guard balance >= amount else {
            throw TransferError.insufficient(owner, needed: amount - balance)
        }
        balance -= amount
        ledger.append("-\(amount) to \(other.owner)")
        await other.deposit(amount, memo: "from \(owner)")
    }

    func history() -> [String] { ledger }
}

// An isolated parameter lets a free function touch actor state synchronously
func applyInterest(to account: isolated Account, percent: Int) {
    let interest = account.balance * percent / 100
    account.deposit(interest, memo: "interest")
}

let kim = Account(owner: "Kim", balance: 100)
let lou = Account(owner: "Lou", balance: 20)

let plan: [(Account, Account, Int)] = [(kim, lou, 30), (lou, kim, 60), (lou, kim, 45), (kim, lou, 200)]
for (from, to, amount) in plan {
    do {
        try await from.transfer(amount, to: to)
        print("moved \(amount) from \(from.owner) to \(to.owner)")
    } catch TransferError.insufficient(let who, let needed) {
        print("\(who) is short by \(needed)")
    }
}

await applyInterest(to: kim, percent: 10)
for acct in [kim, lou] {
    print(acct.owner, await acct.balance)
    for line in await acct.history() {
        print("  ", line)
    }
}

// Concurrent deposits: final balance does not depend on ordering
let pot = Account(owner: "Pot", balance: 0)
await withTaskGroup(of: Void.self) { group in
    for i in 1...20 {
        group.addTask { await pot.deposit(i, memo: "d\(i)") }
    }
}
print("pot:", await pot.balance, "entries:", await pot.history().count)

// expect: moved 30 from Kim to Lou
// expect: Lou is short by 10
// expect: moved 45 from Lou to Kim
// expect: Kim is short by 85
// expect: Kim 126
// expect:    -30 to Lou
// expect:    +45 from Lou
// expect:    +11 interest
// expect: Lou 5
// expect:    +30 from Kim
// expect:    -45 to Kim
// expect: pot: 210 entries: 20
