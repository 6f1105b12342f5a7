// Swift book style (Access Control): private, fileprivate and private(set) inside one file
struct TrackedString {
    private(set) var numberOfEdits = 0
    var value: String = "" {
        didSet { numberOfEdits += 1 }
    }
    public init() {}
}
var stringToEdit = TrackedString()
stringToEdit.value = "This string will be tracked."
stringToEdit.value += " This edit will increment numberOfEdits."
stringToEdit.value += " So will this one."
print("The number of edits is \(stringToEdit.numberOfEdits)")

fileprivate class Vault {
    private var secrets: [String] = []
    fileprivate var count: Int { secrets.count }
    func store(_ s: String) { secrets.append(s.uppercased()) }
    private func peek() -> String { secrets.joined(separator: ",") }
    func reveal(code: Int) -> String { code == 42 ? peek() : "denied" }
}
fileprivate let vault = Vault()
vault.store("alpha")
vault.store("beta")
print(vault.count, vault.reveal(code: 1), vault.reveal(code: 42))

struct Account {
    private(set) var balance: Int = 0
    internal private(set) var history: [String] = []
    mutating func deposit(_ amount: Int) {
        balance += amount
        log("+\(amount)")
    }
    private mutating func log(_ s: String) { history.append(s) }
}
extension Account {
    mutating func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { log("!\(amount)"); return false }
        balance -= amount
        log("-\(amount)")
        return true
    }
}
var acct = Account()
acct.deposit(100)
print(acct.withdraw(30), acct.withdraw(200))
print(acct.balance, acct.history)
// expect: The number of edits is 3
// expect: 2 denied ALPHA,BETA
// expect: true false
// expect: 70 ["+100", "-30", "!200"]
