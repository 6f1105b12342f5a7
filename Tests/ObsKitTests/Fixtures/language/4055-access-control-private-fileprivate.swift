// Swift book style: Access Control: private, fileprivate, internal and private(set) in a tracked string
struct TrackedString {
    private(set) var numberOfEdits = 0
    var value: String = "" {
        didSet {
            numberOfEdits += 1
        }
    }
}

var stringToEdit = TrackedString()
stringToEdit.value = "This string will be tracked."
stringToEdit.value += " This edit will increment numberOfEdits."
stringToEdit.value += " So will this one."
print("The number of edits is \(stringToEdit.numberOfEdits)")

public struct PublicTracked {
    public private(set) var edits = 0
    public var text: String = "" { didSet { edits += 1 } }
    public init() {}
}
var pt = PublicTracked()
pt.text = "a"
pt.text = "b"
print("public tracked edits: \(pt.edits), text \(pt.text)")

class SomeInternalClass {
    fileprivate var secret = 7
    private var hidden = 3
    func reveal() -> Int { return secret * hidden }
    private func helper() -> String { return "helper" }
    func callHelper() -> String { return helper() + "!" }
}

fileprivate func fileOnly() -> String { return "file private function" }
private let privateConstant = 99

let instance = SomeInternalClass()
print("reveal: \(instance.reveal())")
instance.secret = 10
print("reveal after fileprivate change: \(instance.reveal())")
print(instance.callHelper())
print(fileOnly())
print("private constant: \(privateConstant)")

struct Account {
    private var balance: Int
    let owner: String
    init(owner: String, deposit: Int) {
        self.owner = owner
        self.balance = deposit
    }
    mutating func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { return false }
        balance -= amount
        return true
    }
    var summary: String { return "\(owner): \(balance)" }
}
extension Account {
    mutating func depositBonus() { balance += 5 }
}
var acct = Account(owner: "Ada", deposit: 20)
print(acct.withdraw(15))
print(acct.withdraw(15))
acct.depositBonus()
print(acct.summary)
// expect: The number of edits is 3
// expect: public tracked edits: 2, text b
// expect: reveal: 21
// expect: reveal after fileprivate change: 30
// expect: helper!
// expect: file private function
// expect: private constant: 99
// expect: true
// expect: false
// expect: Ada: 10
