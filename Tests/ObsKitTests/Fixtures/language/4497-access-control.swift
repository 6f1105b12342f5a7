// Swift book style: Access Control + Properties - private, fileprivate, private(set) setters, internal defaults, public-style getters
public struct TrackedString {
    public private(set) var numberOfEdits = 0
    public var value: String = "" {
        didSet { numberOfEdits += 1 }
    }
    public init() {}
}
var stringToEdit = TrackedString()
stringToEdit.value = "This string will be tracked."
stringToEdit.value += " This edit will increment numberOfEdits."
stringToEdit.value += " So will this one."
print("The number of edits is \(stringToEdit.numberOfEdits)")

class SomeInternalClass {
    fileprivate var fileCounter = 0
    private var secret = "s3cr3t"
    var hint: String { String(secret.prefix(2)) + "***" }
    func bump() { fileCounter += 1; secret += "!" }
}
let sic = SomeInternalClass()
sic.bump(); sic.bump()
sic.fileCounter += 10
print(sic.fileCounter, sic.hint)

private struct Hidden {
    var level = 3
}
fileprivate func revealHidden() -> Int { Hidden().level * 2 }
print(revealHidden())

struct Account {
    let owner: String
    private(set) var balance: Int = 0
    private var transactions: [Int] = []
    init(owner: String) { self.owner = owner }
    mutating func deposit(_ amount: Int) {
        guard amount > 0 else { return }
        record(amount)
    }
    mutating func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { return false }
        record(-amount)
        return true
    }
    private mutating func record(_ delta: Int) {
        balance += delta
        transactions.append(delta)
    }
    var statement: String { transactions.map { $0 > 0 ? "+\($0)" : "\($0)" }.joined(separator: " ") }
}
var acct = Account(owner: "Ada")
acct.deposit(100)
acct.deposit(-5)
print(acct.withdraw(30), acct.withdraw(500))
print(acct.owner, acct.balance, acct.statement)

public class Vault {
    private var items: [String: Int] = [:]
    public private(set) var accessCount = 0
    public init() {}
    public func store(_ name: String, count: Int) {
        accessCount += 1
        items[name, default: 0] += count
    }
    public func inventory() -> [String] {
        accessCount += 1
        return items.keys.sorted().map { "\($0):\(items[$0]!)" }
    }
}
let vault = Vault()
vault.store("gold", count: 3)
vault.store("silver", count: 5)
vault.store("gold", count: 2)
print(vault.inventory(), vault.accessCount)

protocol Identified { var id: Int { get } }
struct Ticket: Identified {
    private static var nextID = 100
    let id: Int
    init() {
        id = Ticket.nextID
        Ticket.nextID += 1
    }
}
let tickets = (0..<3).map { _ in Ticket() }
print(tickets.map(\.id))

struct Temperature {
    private var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var kelvin: Double { celsius + 273.15 }
}
var t = Temperature(celsius: 100)
print(t.fahrenheit)
t.fahrenheit = 32
print(t.fahrenheit, t.kelvin)

class Base {
    fileprivate func someMethod() -> String { "base" }
}
internal class Sub: Base {
    override internal func someMethod() -> String { "sub+" + super.someMethod() }
}
print(Sub().someMethod())

enum Level: Int, Comparable {
    case low = 1, mid, high
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
struct Gate {
    private let required: Level
    init(required: Level) { self.required = required }
    func admits(_ l: Level) -> Bool { l >= required }
}
let gate = Gate(required: .mid)
print([Level.low, .mid, .high].map { gate.admits($0) })

// expect: The number of edits is 3
// expect: 12 s3***
// expect: 6
// expect: true false
// expect: Ada 70 +100 -30
// expect: ["gold:5", "silver:5"] 4
// expect: [100, 101, 102]
// expect: 212.0
// expect: 32.0 273.15
// expect: sub+base
// expect: [false, true, true]
