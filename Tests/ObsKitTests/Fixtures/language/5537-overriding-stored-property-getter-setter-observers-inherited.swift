// The Swift Programming Language style (Inheritance): overriding a stored property with getter/setter, observers on an inherited property, and super init chains
class Account {
    var balance: Int = 0 {
        didSet { print("  Account saw balance \(balance)") }
    }
    var label: String { "acct" }
    init(opening: Int) {
        balance = opening
        print("Account.init opening \(opening)")
    }
    func describe() -> String { "\(label): \(balance)" }
}

class Savings: Account {
    var rate: Int
    override var balance: Int {
        willSet { print("  Savings will set \(newValue)") }
        didSet { print("  Savings did set, was \(oldValue)") }
    }
    override var label: String { "savings@\(rate)%" }
    init(opening: Int, rate: Int) {
        self.rate = rate
        super.init(opening: opening)
        print("Savings.init rate \(rate)")
    }
    func addInterest() {
        balance += balance * rate / 100
    }
}

class Junior: Savings {
    private var cap = 500
    override var balance: Int {
        get { super.balance }
        set { super.balance = min(newValue, cap) }
    }
    override func describe() -> String { "junior " + super.describe() }
}

print("-- savings")
let s = Savings(opening: 200, rate: 10)
s.addInterest()
print(s.describe())

print("-- junior")
let j = Junior(opening: 450, rate: 20)
j.addInterest()
print(j.describe())
j.balance = 100
print(j.describe())

// expect: -- savings
// expect: Account.init opening 200
// expect: Savings.init rate 10
// expect:   Savings will set 220
// expect:   Account saw balance 220
// expect:   Savings did set, was 200
// expect: savings@10%: 220
// expect: -- junior
// expect: Account.init opening 450
// expect: Savings.init rate 20
// expect:   Savings will set 500
// expect:   Account saw balance 500
// expect:   Savings did set, was 450
// expect: junior savings@20%: 500
// expect:   Savings will set 100
// expect:   Account saw balance 100
// expect:   Savings did set, was 500
// expect: junior savings@20%: 100
