// failable-init-subclass
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Account {
    let id: String
    init?(id: String) {
        guard !id.isEmpty else {
            print("  Account: empty id")
            return nil
        }
        self.id = id
        print("  Account.init \(id)")
    }
    deinit { print("  Account.deinit \(id)") }
}

class Savings: Account {
    let rate: Double
    init?(id: String, rate: Double) {
        guard rate >= 0 else {
            print("  Savings: negative rate")
            return nil
        }
        self.rate = rate
        super.init(id: id)
        if rate > 0.5 {
            print("  Savings: rate too high after super.init")
            return nil
        }
    }
}

class Checking: Account {
    override init(id: String) {
        super.init(id: id.isEmpty ? "default" : id)!
    }
}

func attempt(_ label: String, _ make: () -> Account?) {
    print(label)
    if let a = make() { print("  ok: \(a.id) \(type(of: a))") } else { print("  got nil") }
}
attempt("Account(\"\")") { Account(id: "") }
attempt("Savings neg") { Savings(id: "s1", rate: -1) }
attempt("Savings empty id") { Savings(id: "", rate: 0.1) }
attempt("Savings too high") { Savings(id: "s2", rate: 0.9) }
attempt("Savings ok") { Savings(id: "s3", rate: 0.02) }
attempt("Checking empty") { Checking(id: "") }

struct Percent {
    let value: Int
    init?(_ text: String) {
        guard text.hasSuffix("%"), let v = Int(text.dropLast()), (0...100).contains(v) else { return nil }
        value = v
    }
    init?(fraction: Double) {
        self.init("\(Int(fraction * 100))%")
    }
}
print(["50%", "101%", "abc", "7%", "%"].map { Percent($0)?.value as Any })
print(Percent(fraction: 0.25)?.value as Any, Percent(fraction: 2.0)?.value as Any)

enum Weekday: Int {
    case mon = 1, tue, wed
    init?(name: String) {
        switch name.lowercased() {
        case "mon": self = .mon
        case "tue": self = .tue
        case "wed": self = .wed
        default: return nil
        }
    }
}
print(Weekday(name: "TUE") as Any, Weekday(name: "sun") as Any, Weekday(rawValue: 3) as Any)

class Forced {
    let n: Int
    init!(_ n: Int) {
        if n < 0 { return nil }
        self.n = n
    }
}
let f1: Forced? = Forced(4)
let f2: Forced? = Forced(-4)
print(f1?.n as Any, f2 == nil)

// expect: Account("")
// expect:   Account: empty id
// expect:   got nil
// expect: Savings neg
// expect:   Savings: negative rate
// expect:   got nil
// expect: Savings empty id
// expect:   Account: empty id
// expect:   got nil
// expect: Savings too high
// expect:   Account.init s2
// expect:   Savings: rate too high after super.init
// expect:   Account.deinit s2
// expect:   got nil
// expect: Savings ok
// expect:   Account.init s3
// expect:   ok: s3 Savings
// expect:   Account.deinit s3
// expect: Checking empty
// expect:   Account.init default
// expect:   ok: default Checking
// expect:   Account.deinit default
// expect: [Optional(50), nil, nil, Optional(7), nil]
// expect: Optional(25) nil
// expect: Optional(main.Weekday.tue) nil Optional(main.Weekday.wed)
// expect: Optional(4) true
