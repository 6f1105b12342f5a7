// Q&A style (must call a designated initializer from the immediate superclass?): delegation order of designated and convenience inits
class Account {
    let owner: String
    var balance: Int
    init(owner: String, balance: Int) {
        print("  Account.init(owner:balance:) phase 1")
        self.owner = owner
        self.balance = balance
        print("  Account phase 2, describe() ->", describe())
    }
    convenience init(owner: String) {
        print("  Account.convenience init(owner:)")
        self.init(owner: owner, balance: 0)
    }
    func describe() -> String { "Account(\(owner), \(balance))" }
}

class Savings: Account {
    var rate: Double
    init(owner: String, rate: Double) {
        print("  Savings.init phase 1: set rate before super.init")
        self.rate = rate
        super.init(owner: owner, balance: 100)
        print("  Savings phase 2: can use self now")
        balance += 1
    }
    override convenience init(owner: String, balance: Int) {
        print("  Savings.override convenience init(owner:balance:)")
        self.init(owner: owner, rate: 0.5)
        self.balance = balance
    }
    convenience init() {
        print("  Savings.convenience init()")
        self.init(owner: "anon")
    }
    override func describe() -> String { "Savings(\(owner), \(balance), \(rate))" }
}

print("A:")
let a = Account(owner: "ann")
print(a.describe())
print("B:")
let s = Savings()
print(s.describe())
print("C:")
let s2 = Savings(owner: "bo", balance: 50)
print(s2.describe())

// expect: A:
// expect:   Account.convenience init(owner:)
// expect:   Account.init(owner:balance:) phase 1
// expect:   Account phase 2, describe() -> Account(ann, 0)
// expect: Account(ann, 0)
// expect: B:
// expect:   Savings.convenience init()
// expect:   Account.convenience init(owner:)
// expect:   Savings.override convenience init(owner:balance:)
// expect:   Savings.init phase 1: set rate before super.init
// expect:   Account.init(owner:balance:) phase 1
// expect:   Account phase 2, describe() -> Savings(anon, 100, 0.5)
// expect:   Savings phase 2: can use self now
// expect: Savings(anon, 0, 0.5)
// expect: C:
// expect:   Savings.override convenience init(owner:balance:)
// expect:   Savings.init phase 1: set rate before super.init
// expect:   Account.init(owner:balance:) phase 1
// expect:   Account phase 2, describe() -> Savings(bo, 100, 0.5)
// expect:   Savings phase 2: can use self now
// expect: Savings(bo, 50, 0.5)
