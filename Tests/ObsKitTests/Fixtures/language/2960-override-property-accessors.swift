// Compiler test style: overriding stored properties with computed getters/setters and observer chains in subclasses
class Account {
    var balance: Int = 0 {
        didSet { print("Account.didSet \(oldValue) -> \(balance)") }
    }
    var label: String { return "Account" }
    func summary() -> String { return "\(label): \(balance)" }
}

class Savings: Account {
    override var balance: Int {
        willSet { print("Savings.willSet \(newValue)") }
        didSet { print("Savings.didSet \(oldValue) -> \(balance)") }
    }
    override var label: String { return "Savings<" + super.label + ">" }
}

class Capped: Account {
    var cap = 100
    override var balance: Int {
        get { return super.balance }
        set { super.balance = min(newValue, cap) }
    }
    override var label: String { return "Capped" }
}

let s = Savings()
s.balance = 50
s.balance += 5
print(s.summary())

let c = Capped()
c.balance = 80
c.balance = 500
print(c.summary())
c.cap = 1000
c.balance += 20
print(c.summary())

let accounts: [Account] = [s, c, Account()]
print(accounts.map { $0.label })
// expect: Savings.willSet 50
// expect: Account.didSet 0 -> 50
// expect: Savings.didSet 0 -> 50
// expect: Savings.willSet 55
// expect: Account.didSet 50 -> 55
// expect: Savings.didSet 50 -> 55
// expect: Savings<Account>: 55
// expect: Account.didSet 0 -> 80
// expect: Account.didSet 80 -> 100
// expect: Capped: 100
// expect: Account.didSet 100 -> 120
// expect: Capped: 120
// expect: ["Savings<Account>", "Capped", "Account"]
