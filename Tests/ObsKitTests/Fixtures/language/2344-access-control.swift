// Swift book style: Access Control: private, fileprivate, private(set), internal defaults
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
    private var secret = 42
    fileprivate var shared = "file-visible"
    var visible = "internal"
    private func reveal() -> Int { secret * 2 }
    func publicReveal() -> Int { reveal() + 1 }
}
let some = SomeInternalClass()
print(some.publicReveal(), some.shared, some.visible)

struct BankAccount {
    private(set) var balance = 0
    private var history: [String] = []
    mutating func deposit(_ amount: Int) {
        guard amount > 0 else { return }
        balance += amount
        history.append("+\(amount)")
    }
    mutating func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { history.append("denied \(amount)"); return false }
        balance -= amount
        history.append("-\(amount)")
        return true
    }
    var statement: String { history.joined(separator: " ") }
}
var account = BankAccount()
account.deposit(100)
account.deposit(-5)
print(account.withdraw(30), account.withdraw(500), account.balance)
print(account.statement)

struct Temperature {
    private var kelvin: Double
    init(celsius: Double) { kelvin = celsius + 273.15 }
    var celsius: Double {
        get { kelvin - 273.15 }
        set { kelvin = newValue + 273.15 }
    }
}
extension Temperature {
    var describe: String { "K=\(kelvin)" }
}
var t = Temperature(celsius: 20)
t.celsius += 5
print(t.celsius, t.describe)

fileprivate struct Helper {
    static func shout(_ s: String) -> String { s.uppercased() + "!" }
}
private let greeting = Helper.shout("hi")
print(greeting)

class Counter {
    private(set) var count = 0
    fileprivate(set) var label = "counter"
    func increment() { count += 1 }
}
let counter = Counter()
counter.increment(); counter.increment()
counter.label = "renamed in same file"
print(counter.count, counter.label)

protocol Vault { func open(code: Int) -> String }
struct Safe: Vault {
    private let code = 1234
    private let contents = ["gold", "papers"]
    func open(code: Int) -> String { code == self.code ? contents.joined(separator: ", ") : "locked" }
}
let vault: Vault = Safe()
print(vault.open(code: 1), vault.open(code: 1234))
enum Shared {
    private static var created = 0
    static func make() -> Int { created += 1; return created }
}
print(Shared.make(), Shared.make(), Shared.make())

// expect: The number of edits is 3
// expect: 85 file-visible internal
// expect: true false 70
// expect: +100 -30 denied 500
// expect: 25.0 K=298.15
// expect: HI!
// expect: 2 renamed in same file
// expect: locked gold, papers
// expect: 1 2 3
