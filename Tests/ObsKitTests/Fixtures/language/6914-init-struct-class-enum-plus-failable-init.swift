// Swift book style (failable initializers): init? on a struct, a class and an enum, plus a failable init delegating to another
struct Temperature {
    let celsius: Double
    init?(celsius: Double) {
        if celsius < -273.15 { return nil }
        self.celsius = celsius
    }
    init?(fahrenheit: Double) {
        self.init(celsius: (fahrenheit - 32) * 5 / 9)
    }
}

enum Grade {
    case pass, merit, distinction
    init?(score: Int) {
        switch score {
        case 90...100: self = .distinction
        case 70..<90: self = .merit
        case 50..<70: self = .pass
        default: return nil
        }
    }
}

class Account {
    let owner: String
    var balance: Int
    init?(owner: String, deposit: Int) {
        if owner.isEmpty || deposit < 0 { return nil }
        self.owner = owner
        self.balance = deposit
    }
}

class SavingsAccount: Account {
    let rate: Int
    init?(owner: String, deposit: Int, rate: Int) {
        guard rate > 0 else { return nil }
        self.rate = rate
        super.init(owner: owner, deposit: deposit)
    }
}

for c in [20.0, -300.0] {
    if let t = Temperature(celsius: c) { print("ok", t.celsius) } else { print("invalid", c) }
}
print(Temperature(fahrenheit: 212)?.celsius ?? -1)
print(Temperature(fahrenheit: -500) == nil)
for s in [95, 75, 55, 10, 101] {
    print(s, Grade(score: s).map { "\($0)" } ?? "none")
}
let accounts = [("Ann", 100, 3), ("", 50, 2), ("Bob", -1, 1), ("Cy", 20, 0), ("Di", 0, 5)]
for (o, d, r) in accounts {
    if let acc = SavingsAccount(owner: o, deposit: d, rate: r) {
        print("opened \(acc.owner) \(acc.balance) at \(acc.rate)%")
    } else {
        print("rejected '\(o)' \(d) \(r)")
    }
}

// expect: ok 20.0
// expect: invalid -300.0
// expect: 100.0
// expect: true
// expect: 95 distinction
// expect: 75 merit
// expect: 55 pass
// expect: 10 none
// expect: 101 none
// expect: opened Ann 100 at 3%
// expect: rejected '' 50 2
// expect: rejected 'Bob' -1 1
// expect: rejected 'Cy' 20 0
// expect: opened Di 0 at 5%
