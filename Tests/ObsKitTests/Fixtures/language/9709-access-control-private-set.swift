// Swift book, "Access Control": private/fileprivate members, private(set) with public getters, internal defaults, access within extensions of the same type
struct TrackedString {
    private(set) var numberOfEdits = 0
    var value: String = "" {
        didSet { numberOfEdits += 1 }
    }
}

var stringToEdit = TrackedString()
stringToEdit.value = "This string will be tracked."
stringToEdit.value += " This edit will increment numberOfEdits."
stringToEdit.value += " So will this one."
print("The number of edits is \(stringToEdit.numberOfEdits)")

public struct BankVault {
    public private(set) var balance: Int
    private var log: [String] = []
    fileprivate var auditCount = 0

    public init(balance: Int) { self.balance = balance }

    public mutating func deposit(_ amount: Int) {
        guard validate(amount) else { return }
        balance += amount
        record("deposit \(amount)")
    }

    private func validate(_ amount: Int) -> Bool { amount > 0 }
}

extension BankVault {
    // Same-file extensions can use private members of the type.
    private mutating func record(_ entry: String) { log.append(entry) }
    public mutating func withdraw(_ amount: Int) -> Bool {
        guard validate(amount), amount <= balance else {
            record("rejected withdraw \(amount)")
            return false
        }
        balance -= amount
        record("withdraw \(amount)")
        return true
    }
    public var history: String { log.joined(separator: "; ") }
}

fileprivate func audit(_ vault: inout BankVault) -> Int {
    vault.auditCount += 1
    return vault.auditCount
}

var vault = BankVault(balance: 100)
vault.deposit(50)
vault.deposit(-10)
print(vault.withdraw(500), vault.withdraw(30))
print(vault.balance)
print(vault.history)
print("audits:", audit(&vault), audit(&vault))

class Counter {
    private var count = 0
    private(set) var resets = 0
    fileprivate(set) var label = "counter"
    func increment() -> Int { count += 1; return count }
    func reset() { count = 0; resets += 1 }
}
let c = Counter()
_ = c.increment(); _ = c.increment()
print(c.increment())
c.reset()
print(c.increment(), c.resets, c.label)
c.label = "renamed in same file"
print(c.label)

internal enum Level: Int, Comparable {
    case low = 1, medium, high
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
private let levels: [Level] = [.high, .low, .medium]
print(levels.sorted().map { "\($0)" }, levels.max()!)

// expect: The number of edits is 3
// expect: false true
// expect: 120
// expect: deposit 50; rejected withdraw 500; withdraw 30
// expect: audits: 1 2
// expect: 3
// expect: 1 1 counter
// expect: renamed in same file
// expect: ["low", "medium", "high"] high
