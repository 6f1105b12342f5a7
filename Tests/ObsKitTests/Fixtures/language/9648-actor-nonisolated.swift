// Actors: isolated state mutated through awaited calls one at a time, nonisolated members, actor-to-actor calls
actor BankAccount {
    let number: Int
    private(set) var balance: Int
    private var history: [String] = []
    init(number: Int, balance: Int) {
        self.number = number
        self.balance = balance
    }
    nonisolated var label: String { "acct-\(number)" }
    nonisolated func describeStatic() -> String { "Account #\(number)" }
    func deposit(_ amount: Int) -> Int {
        balance += amount
        history.append("+\(amount)")
        return balance
    }
    func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { history.append("!\(amount)"); return false }
        balance -= amount
        history.append("-\(amount)")
        return true
    }
    func transfer(_ amount: Int, to other: BankAccount) async -> Bool {
        guard withdraw(amount) else { return false }
        let newBal = await other.deposit(amount)
        history.append(">\(other.label):\(newBal)")
        return true
    }
    func log() -> [String] { history }
}

actor Counter {
    var value = 0
    func increment(by n: Int = 1) -> Int { value += n; return value }
    func reset() { value = 0 }
}

extension BankAccount: CustomStringConvertible {
    nonisolated var description: String { label }
}

func main() async {
    let a = BankAccount(number: 1, balance: 100)
    let b = BankAccount(number: 2, balance: 5)
    print(a.label, b.describeStatic(), "\(a)")
    print(await a.deposit(50))
    print(await a.withdraw(500), await a.balance)
    print(await a.transfer(70, to: b))
    print(await b.transfer(1000, to: a))
    print(await a.balance, await b.balance)
    print(await a.log())
    print(await b.log())

    let c = Counter()
    var seen: [Int] = []
    for i in 1...5 { seen.append(await c.increment(by: i)) }
    print(seen)
    await c.reset()
    let v1 = await c.increment()
    let v2 = await c.increment(by: 10)
    print(v1, v2, await c.value)
    let accounts = [a, b]
    var total = 0
    for acct in accounts { total += await acct.balance }
    print("total", total, accounts.map(\.label))
    async let x = c.increment(by: 100)
    let got = await x
    print("async let", got)
}
await main()

// expect: acct-1 Account #2 acct-1
// expect: 150
// expect: false 150
// expect: true
// expect: false
// expect: 80 75
// expect: ["+50", "!500", "-70", ">acct-2:75"]
// expect: ["+70", "!1000"]
// expect: [1, 3, 6, 10, 15]
// expect: 1 11 11
// expect: total 155 ["acct-1", "acct-2"]
// expect: async let 111
