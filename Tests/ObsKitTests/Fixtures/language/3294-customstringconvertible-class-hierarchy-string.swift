// Compiler test style: CustomStringConvertible on class hierarchy and string interpolation of instances
class Account: CustomStringConvertible {
    let owner: String
    var balance: Int
    init(owner: String, balance: Int) { self.owner = owner; self.balance = balance }
    var description: String { "Account(\(owner): \(balance))" }
    func withdraw(_ amt: Int) -> Bool {
        guard amt <= balance else { return false }
        balance -= amt
        return true
    }
}
class Savings: Account {
    let rate: Int
    init(owner: String, balance: Int, rate: Int) {
        self.rate = rate
        super.init(owner: owner, balance: balance)
    }
    override var description: String { "Savings[\(rate)%] " + super.description }
    override func withdraw(_ amt: Int) -> Bool {
        if amt > 100 { return false }
        return super.withdraw(amt)
    }
}
class Plain {}

let accts: [Account] = [Account(owner: "ann", balance: 50), Savings(owner: "bob", balance: 500, rate: 3)]
print(accts)
for a in accts {
    print(a, a.withdraw(80), a)
    print("\(a)")
}
print(accts[1].withdraw(150), accts[1].balance)
let opt: Account? = accts[0]
print(opt as Any)
print(String(describing: Plain()))
print(Plain.self)
print(type(of: accts[1]))
// expect: [Account(ann: 50), Savings[3%] Account(bob: 500)]
// expect: Account(ann: 50) false Account(ann: 50)
// expect: Account(ann: 50)
// expect: Savings[3%] Account(bob: 420) true Savings[3%] Account(bob: 420)
// expect: Savings[3%] Account(bob: 420)
// expect: false 420
// expect: Optional(Account(ann: 50))
// expect: main.Plain
// expect: Plain
// expect: Savings
