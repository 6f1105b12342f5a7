// Swift Evolution style (SE-0306, SE-0313): actors with nonisolated members
actor BankAccount {
    let number: Int
    let owner: String
    private var balance: Int
    private var history: [String] = []

    init(number: Int, owner: String, balance: Int) {
        self.number = number
        self.owner = owner
        self.balance = balance
    }

    nonisolated var displayName: String { "#\(number) (\(owner))" }

    nonisolated func describe() -> String { "Account \(displayName)" }

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

    func transfer(_ amount: Int, to other: BankAccount) async -> Bool {
        guard withdraw(amount) else { return false }
        await other.deposit(amount)
        return true
    }

    func snapshot() -> (Int, [String]) { (balance, history) }
}

let a = BankAccount(number: 1, owner: "ann", balance: 100)
let b = BankAccount(number: 2, owner: "bob", balance: 20)

print(a.describe())
print(b.displayName)

await a.deposit(50)
print("withdraw 500:", await a.withdraw(500))
print("transfer 70:", await a.transfer(70, to: b))
print("transfer 999:", await b.transfer(999, to: a))

let (balA, histA) = await a.snapshot()
let (balB, histB) = await b.snapshot()
print("a:", balA, histA)
print("b:", balB, histB)

await withTaskGroup(of: Void.self) { group in
    for _ in 1...10 { group.addTask { await b.deposit(1) } }
}
print("b after 10 deposits:", await b.snapshot().0)

extension BankAccount: CustomStringConvertible {
    nonisolated var description: String { "BankAccount(\(number))" }
}
print(a, b)

// expect: Account #1 (ann)
// expect: #2 (bob)
// expect: withdraw 500: false
// expect: transfer 70: true
// expect: transfer 999: false
// expect: a: 80 ["+50", "!500", "-70"]
// expect: b: 90 ["+70", "!999"]
// expect: b after 10 deposits: 100
// expect: BankAccount(1) BankAccount(2)
