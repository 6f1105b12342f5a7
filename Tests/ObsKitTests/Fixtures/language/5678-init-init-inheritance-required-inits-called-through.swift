// Swift compiler execution test style (failable and required initializers): init? and init! with inheritance, required inits called through metatypes, and enum/raw-value failable inits
class Account {
    let id: Int
    let owner: String
    init?(id: Int, owner: String) {
        if id <= 0 { print("Account rejects id", id); return nil }
        if owner.isEmpty { print("Account rejects empty owner"); return nil }
        self.id = id
        self.owner = owner
    }
    required init(copy other: Account) {
        id = other.id
        owner = other.owner + " (copy)"
    }
}
class Savings: Account {
    var rate: Double
    init?(id: Int, owner: String, rate: Double) {
        guard rate >= 0 else { print("Savings rejects rate"); return nil }
        self.rate = rate
        super.init(id: id, owner: owner)
    }
    required init(copy other: Account) {
        rate = (other as? Savings)?.rate ?? 0
        super.init(copy: other)
    }
}
let accounts = [
    Savings(id: 1, owner: "ann", rate: 0.5),
    Savings(id: 0, owner: "bob", rate: 1),
    Savings(id: 2, owner: "", rate: 1),
    Savings(id: 3, owner: "cy", rate: -1),
]
print(accounts.map { $0 == nil ? "nil" : "\($0!.id):\($0!.owner)" })
let orig = accounts[0]!
let kinds: [Account.Type] = [Account.self, Savings.self]
for k in kinds {
    let c = k.init(copy: orig)
    print(type(of: c), c.owner, (c as? Savings)?.rate as Any)
}

enum Color: String { case red, green = "GRN" }
print(Color(rawValue: "red") as Any, Color(rawValue: "green") as Any, Color(rawValue: "GRN") as Any)
enum Digit {
    case one, two
    init?(_ c: Character) {
        switch c { case "1": self = .one; case "2": self = .two; default: return nil }
    }
}
print(["1", "x", "2"].map { Digit(Character($0)) as Any })
struct Even {
    let n: Int
    init!(_ n: Int) { if n % 2 != 0 { return nil }; self.n = n }
}
let e: Even? = Even(3)
print(e == nil, Even(4).n)
print(Int("12") as Any, Int("1_2") as Any, Double("2.5e1") as Any, Int(exactly: 2.5) as Any, UInt8(exactly: 255) as Any)

// expect: Account rejects id 0
// expect: Account rejects empty owner
// expect: Savings rejects rate
// expect: ["1:ann", "nil", "nil", "nil"]
// expect: Account ann (copy) nil
// expect: Savings ann (copy) Optional(0.5)
// expect: Optional(main.Color.red) nil Optional(main.Color.green)
// expect: [Optional(main.Digit.one), nil, Optional(main.Digit.two)]
// expect: true 4
// expect: Optional(12) nil Optional(25.0) nil Optional(255)
