// Swift book style (downcasting in switch): case let x as Subclass with where clauses over an array of base-class references
class Account {
    let owner: String
    var balance: Double
    init(owner: String, balance: Double) {
        self.owner = owner
        self.balance = balance
    }
}
class Checking: Account {
    var overdraft: Double = 100
}
class Savings: Account {
    let rate: Double
    init(owner: String, balance: Double, rate: Double) {
        self.rate = rate
        super.init(owner: owner, balance: balance)
    }
}
class Business: Checking {
    let company: String
    init(company: String, owner: String, balance: Double) {
        self.company = company
        super.init(owner: owner, balance: balance)
        overdraft = 5000
    }
}

func review(_ a: Account) -> String {
    switch a {
    case let b as Business where b.balance < 0:
        return "\(b.company) is overdrawn by \(-b.balance)"
    case let b as Business:
        return "\(b.company) business account, limit \(b.overdraft)"
    case let c as Checking where c.balance + c.overdraft < 0:
        return "\(c.owner) exceeded overdraft"
    case is Checking:
        return "\(a.owner) checking ok"
    case let s as Savings:
        return "\(s.owner) earns \(s.balance * s.rate)"
    default:
        return "\(a.owner) plain account"
    }
}

let accounts: [Account] = [
    Checking(owner: "Ivy", balance: 20),
    Checking(owner: "Jay", balance: -250),
    Savings(owner: "Kai", balance: 1000, rate: 0.05),
    Business(company: "Acme", owner: "Lou", balance: -40),
    Business(company: "Zenith", owner: "Mia", balance: 900),
    Account(owner: "Ned", balance: 1),
]
for a in accounts {
    print(review(a))
}
let checkingTotal = accounts.lazy.compactMap { $0 as? Checking }.map(\.balance).reduce(0, +)
print("checking total \(checkingTotal)")
print(accounts.map { String(describing: type(of: $0)) })

// expect: Ivy checking ok
// expect: Jay exceeded overdraft
// expect: Kai earns 50.0
// expect: Acme is overdrawn by 40.0
// expect: Zenith business account, limit 5000.0
// expect: Ned plain account
// expect: checking total 630.0
// expect: ["Checking", "Checking", "Savings", "Business", "Business", "Account"]
