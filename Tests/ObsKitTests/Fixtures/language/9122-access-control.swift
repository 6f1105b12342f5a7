// access-control
// expected output: swiftc 6.3.1 (Linux), run on this machine
public struct Wallet {
    public private(set) var balance: Int = 0
    private var log: [String] = []
    fileprivate var audits = 0
    internal let owner: String

    public init(owner: String) { self.owner = owner }

    public mutating func deposit(_ amount: Int) {
        guard validate(amount) else { return }
        balance += amount
        record("+\(amount)")
    }

    public mutating func spend(_ amount: Int) -> Bool {
        guard validate(amount), amount <= balance else { record("denied \(amount)"); return false }
        balance -= amount
        record("-\(amount)")
        return true
    }

    private func validate(_ amount: Int) -> Bool { amount > 0 }
    private mutating func record(_ entry: String) { log.append(entry) }

    public var history: String { log.joined(separator: ", ") }
}

extension Wallet {
    mutating func audit() -> Int {
        audits += 1
        return log.count
    }
}

fileprivate func inspect(_ w: Wallet) -> String {
    "\(w.owner): \(w.balance) audits=\(w.audits)"
}

var w = Wallet(owner: "Ada")
w.deposit(50)
w.deposit(-5)
print(w.spend(20), w.spend(100))
print(w.balance)
print(w.history)
print(w.audit(), w.audit())
print(inspect(w))

open class Base {
    open func name() -> String { "base" }
    public final func tag() -> String { "[\(name())]" }
    private var secret = 42
    func peek() -> Int { secret }
}
final class Derived: Base {
    override func name() -> String { "derived" }
}
let objs: [Base] = [Base(), Derived()]
print(objs.map { $0.tag() }, objs[1].peek())

struct Counter {
    private static var created = 0
    let id: Int
    init() { Counter.created += 1; id = Counter.created }
    static var total: Int { created }
}
_ = (0..<3).map { _ in Counter() }
print(Counter.total, Counter().id)
// expect: true false
// expect: 30
// expect: +50, -20, denied 100
// expect: 3 3
// expect: Ada: 30 audits=2
// expect: ["[base]", "[derived]"] 42
// expect: 3 4
