// Access control: private, fileprivate, internal, public and open modifiers on types and members, `private(set)`; the program runs as if they were absent.
// expected output: swiftc 6.3.1 (Linux), run on this machine
public struct Ledger {
    public private(set) var entries: [Int] = []
    private var locked = false
    fileprivate var audits = 0
    internal let owner: String

    public init(owner: String) { self.owner = owner }

    public mutating func record(_ amount: Int) {
        guard !locked else { return }
        entries.append(amount)
        if entries.count >= 3 { lock() }
    }

    private mutating func lock() { locked = true }

    public var balance: Int { entries.reduce(0, +) }
}

fileprivate func audit(_ l: inout Ledger) -> String {
    l.audits += 1
    return "\(l.owner): \(l.entries) audits=\(l.audits)"
}

open class Account {
    open var kind: String { "basic" }
    public init() {}
    open func fee() -> Int { 5 }
    public final func monthly() -> Int { fee() * 12 }
}

final class Premium: Account {
    override var kind: String { "premium" }
    override func fee() -> Int { 0 }
}

var l = Ledger(owner: "Kim")
for a in [10, -3, 7, 100] { l.record(a) }
print(l.entries, l.balance)
print(audit(&l))
print(audit(&l))
let accounts: [Account] = [Account(), Premium()]
print(accounts.map { "\($0.kind): \($0.monthly())" })

// expect: [10, -3, 7] 14
// expect: Kim: [10, -3, 7] audits=1
// expect: Kim: [10, -3, 7] audits=2
// expect: ["basic: 60", "premium: 0"]
