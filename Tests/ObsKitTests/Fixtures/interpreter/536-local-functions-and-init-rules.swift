// Two local functions that call each other; an object whose failable or throwing init gave up before
// every stored property had a value is freed without its `deinit`, one that gave up later runs it; `init!`;
// a subclass's init setting an inherited property after `super.init` runs the observers (the subclass's
// `willSet`, the base's `didSet`), while an inherited init does not. Expected output: swiftc 6.3.1 on this machine.
func parity(_ n: Int) -> String {
    func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
    func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
    return isEven(n) ? "even" : "odd"
}
print((0..<4).map(parity))

class Account {
    let id: Int
    var label: String
    init?(id: Int) {
        if id < 0 { return nil }
        self.id = id
        label = "acct\(id)"
        if id == 0 { return nil }
    }
    deinit { print("deinit \(label)") }
}
print(Account(id: -1) == nil)
print(Account(id: 0) == nil)
print(Account(id: 7)?.label ?? "-")

class Forced { let n: Int; init!(_ n: Int) { if n < 0 { return nil }; self.n = n } }
print(Forced(3).n, Forced(-1) == nil)

class Base {
    var x = 1 { didSet { print("Base didSet \(oldValue) -> \(x)") } }
    init() { x = 2 }
}
class Derived: Base {
    override var x: Int { willSet { print("Derived willSet \(newValue)") } }
    override init() {
        super.init()
        x = 3
    }
}
class Inheriting: Base {
    override var x: Int { willSet { print("Inheriting willSet \(newValue)") } }
}
print(Derived().x, Inheriting().x)

// expect: ["even", "odd", "even", "odd"]
// expect: true
// expect: deinit acct0
// expect: true
// expect: deinit acct7
// expect: acct7
// expect: 3 true
// expect: Derived willSet 3
// expect: Base didSet 2 -> 3
// expect: 3 2
