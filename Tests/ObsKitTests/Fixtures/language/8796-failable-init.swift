// Compiler test style (failable initializers): init?, init!, and propagation through delegation
struct Even {
    let value: Int
    init?(_ v: Int) {
        guard v % 2 == 0 else {
            print("rejecting \(v)")
            return nil
        }
        value = v
    }
}

print([1, 2, 3, 4].compactMap { Even($0)?.value })

class Account {
    let id: String
    init?(id: String) {
        if id.isEmpty { return nil }
        self.id = id
        print("Account \(id) created")
    }
    deinit { print("Account \(id) deinit") }
}

class Savings: Account {
    let rate: Double
    init?(id: String, rate: Double) {
        self.rate = rate
        super.init(id: id)
        if rate < 0 {
            print("negative rate, failing after super.init")
            return nil
        }
    }
}

if let s = Savings(id: "S1", rate: 0.02) { print("got", s.id, s.rate) }
print(Savings(id: "", rate: 1) == nil)
print(Savings(id: "S2", rate: -1) == nil)

// Non-failable override of a failable initializer
class Strict: Account {
    override init(id: String) {
        super.init(id: id.isEmpty ? "generated" : id)!
    }
}
print(Strict(id: "").id)

// Implicitly unwrapped failable init
struct Percent {
    let v: Int
    init!(_ v: Int) {
        if !(0...100).contains(v) { return nil }
        self.v = v
    }
}
let p: Percent = Percent(42); print(p.v)
let bad: Percent? = Percent(142)
print(bad == nil ? "nil" : "value")

// Failable init on a raw-value-like enum
enum Bit {
    case zero, one
    init?(char: Character) {
        switch char {
        case "0": self = .zero
        case "1": self = .one
        default: return nil
        }
    }
}
print("1012".map { Bit(char: $0).map { "\($0)" } ?? "?" })

// expect: rejecting 1
// expect: rejecting 3
// expect: [2, 4]
// expect: Account S1 created
// expect: got S1 0.02
// expect: Account S1 deinit
// expect: true
// expect: Account S2 created
// expect: negative rate, failing after super.init
// expect: Account S2 deinit
// expect: true
// expect: Account generated created
// expect: Account generated deinit
// expect: generated
// expect: 42
// expect: nil
// expect: ["one", "zero", "one", "?"]
