// Swift forums "this surprised me" style (initializers): failable init returning nil before all stored properties, required inits and inherited convenience inits
class Account {
    let id: String
    var balance: Int
    init?(id: String, balance: Int) {
        guard !id.isEmpty else { print("  empty id"); return nil }
        self.id = id
        guard balance >= 0 else { print("  negative balance"); return nil }
        self.balance = balance
    }
    convenience init?(code: String) {
        let parts = code.split(separator: ":")
        guard parts.count == 2, let amount = Int(parts[1]) else { return nil }
        self.init(id: String(parts[0]), balance: amount)
    }
    required init(fixed: Int) {
        id = "fixed"
        balance = fixed
    }
}

class Savings: Account {
    var rate = 0.5
    override init?(id: String, balance: Int) {
        super.init(id: id.uppercased(), balance: balance * 2)
    }
    required init(fixed: Int) {
        super.init(fixed: fixed + 1)
        rate = 1.5
    }
}

// Puzzle: which accounts exist, and with what values?
func show(_ a: Account?) -> String {
    guard let a = a else { return "nil" }
    return "\(type(of: a)) \(a.id) \(a.balance)"
}
print(show(Account(id: "", balance: 5)))
print(show(Account(id: "a", balance: -1)))
print(show(Account(code: "bob:40")))
print(show(Account(code: "bob-40")))
print(show(Savings(code: "sue:10")))
print(show(Savings(fixed: 7)), Savings(fixed: 7).rate)
let kind: Account.Type = Savings.self
print(show(kind.init(fixed: 1)))
enum Mode: String { case on, off }
print(Mode(rawValue: "ON") as Any, Mode(rawValue: "on") as Any, Int("0x1F") as Any, Int("1F", radix: 16) as Any)

// expect:   empty id
// expect: nil
// expect:   negative balance
// expect: nil
// expect: Account bob 40
// expect: nil
// expect: Savings SUE 20
// expect: Savings fixed 8 1.5
// expect: Savings fixed 2
// expect: nil Optional(main.Mode.on) nil Optional(31)
