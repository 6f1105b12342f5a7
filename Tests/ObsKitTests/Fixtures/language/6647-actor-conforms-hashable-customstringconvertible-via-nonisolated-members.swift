// WWDC style (actors and nonisolated): an actor conforms to Hashable and CustomStringConvertible via nonisolated members
actor BankAccount: Hashable, CustomStringConvertible {
    let number: Int
    private var balance: Double

    init(number: Int, balance: Double) {
        self.number = number
        self.balance = balance
    }

    nonisolated var description: String { "Account #\(number)" }

    nonisolated static func == (lhs: BankAccount, rhs: BankAccount) -> Bool {
        lhs.number == rhs.number
    }

    nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(number)
    }

    func deposit(_ amount: Double) {
        balance += amount
    }

    func currentBalance() -> Double { balance }

    func transfer(_ amount: Double, to other: BankAccount) async -> Bool {
        guard amount <= balance else { return false }
        balance -= amount
        await other.deposit(amount)
        return true
    }
}

let a = BankAccount(number: 1, balance: 100)
let b = BankAccount(number: 2, balance: 50)
print(a, b)
print("same?", a == b, a == BankAccount(number: 1, balance: 0))
let unique: Set<BankAccount> = [a, b, BankAccount(number: 1, balance: 9)]
print("unique accounts:", unique.count)
print("transfer 70:", await a.transfer(70, to: b))
print("transfer 70 again:", await a.transfer(70, to: b))
print(await a.currentBalance(), await b.currentBalance())
let numbers = unique.map(\.number).sorted()
print("numbers:", numbers)

// expect: Account #1 Account #2
// expect: same? false true
// expect: unique accounts: 2
// expect: transfer 70: true
// expect: transfer 70 again: false
// expect: 30.0 120.0
// expect: numbers: [1, 2]
