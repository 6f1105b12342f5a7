// Compiler test style: failable initializers in class hierarchies, init? overriding and init! usage
class Account {
    let owner: String
    var balance: Int
    init?(owner: String, balance: Int) {
        if owner.isEmpty { print("  Account rejects empty owner"); return nil }
        self.owner = owner
        self.balance = balance
        print("  Account ok \(owner)")
    }
    deinit { print("  Account deinit \(owner)") }
}

class Savings: Account {
    let rate: Int
    init?(owner: String, balance: Int, rate: Int) {
        if rate < 0 { print("  Savings rejects rate"); return nil }
        self.rate = rate
        super.init(owner: owner, balance: balance)
        if balance < 100 { print("  Savings rejects low balance"); return nil }
        print("  Savings ok")
    }
}

class Checking: Account {
    override init(owner: String, balance: Int) {
        super.init(owner: owner.isEmpty ? "anon" : owner, balance: balance)!
    }
}

func attempt(_ label: String, _ make: () -> Account?) {
    print(label)
    if let acct = make() {
        print("  got \(acct.owner) \(acct.balance)")
    } else {
        print("  got nil")
    }
}

attempt("empty") { Account(owner: "", balance: 10) }
attempt("low") { Savings(owner: "cy", balance: 50, rate: 2) }
attempt("good") { Savings(owner: "di", balance: 500, rate: 3) }
attempt("checking") { Checking(owner: "", balance: 1) }
// expect: empty
// expect:   Account rejects empty owner
// expect:   got nil
// expect: low
// expect:   Account ok cy
// expect:   Savings rejects low balance
// expect:   Account deinit cy
// expect:   got nil
// expect: good
// expect:   Account ok di
// expect:   Savings ok
// expect:   got di 500
// expect:   Account deinit di
// expect: checking
// expect:   Account ok anon
// expect:   got anon 1
// expect:   Account deinit anon
