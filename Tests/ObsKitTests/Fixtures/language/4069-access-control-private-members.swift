// Swift book style: Access Control: private members shared with same-file extensions and restricted setters in a bank model
struct Vault {
    private var gold = 0
    private(set) var log: [String] = []
    fileprivate var auditCount = 0
}

extension Vault {
    mutating func deposit(_ amount: Int) {
        gold += amount
        record("deposit \(amount)")
    }
    mutating func withdraw(_ amount: Int) -> Int {
        let taken = min(amount, gold)
        gold -= taken
        record("withdraw \(taken) of \(amount)")
        return taken
    }
    private mutating func record(_ entry: String) {
        log.append(entry)
    }
    var balance: Int { gold }
}

var vault = Vault()
vault.deposit(100)
print("took \(vault.withdraw(30))")
print("took \(vault.withdraw(500))")
vault.deposit(5)
print("balance: \(vault.balance)")
for entry in vault.log { print(entry) }
vault.auditCount += 1
print("audits: \(vault.auditCount)")

class Account {
    private(set) var history: [Int] = []
    internal private(set) var owner: String
    private static var nextNumber = 1000
    let number: Int
    init(owner: String) {
        self.owner = owner
        Account.nextNumber += 1
        number = Account.nextNumber
    }
    func rename(to newOwner: String) {
        history.append(newOwner.count)
        owner = newOwner
    }
}

class SavingsAccount: Account {
    private var rate = 2
    func describe() -> String {
        return "#\(number) \(owner) at \(rate)%"
    }
}

let a1 = Account(owner: "Ann")
let s1 = SavingsAccount(owner: "Ben")
print("numbers: \(a1.number), \(s1.number)")
s1.rename(to: "Benjamin")
print(s1.describe())
print("history: \(s1.history)")

private struct Helper {
    static func double(_ x: Int) -> Int { x * 2 }
}
fileprivate extension Int {
    var doubledPrivately: Int { Helper.double(self) }
}
print(21.doubledPrivately)
// expect: took 30
// expect: took 70
// expect: balance: 5
// expect: deposit 100
// expect: withdraw 30 of 30
// expect: withdraw 70 of 500
// expect: deposit 5
// expect: audits: 1
// expect: numbers: 1001, 1002
// expect: #1002 Benjamin at 2%
// expect: history: [8]
// expect: 42
