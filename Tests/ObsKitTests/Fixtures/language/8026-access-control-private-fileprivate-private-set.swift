// Swift book style (Access Control): private, fileprivate, private(set), internal defaults, TrackedString
struct TrackedString {
    private(set) var numberOfEdits = 0
    var value: String = "" {
        didSet { numberOfEdits += 1 }
    }
}
var ts = TrackedString()
ts.value = "This string will be tracked."
ts.value += " This edit will increment numberOfEdits."
ts.value += " So will this one."
print("The number of edits is \(ts.numberOfEdits)")
public struct Account {
    public let owner: String
    private var balance: Int
    fileprivate var log: [String] = []
    public init(owner: String, balance: Int) { self.owner = owner; self.balance = balance }
    public mutating func deposit(_ n: Int) {
        balance += n
        log.append("dep \(n)")
    }
    public var summary: String { "\(owner): \(balance)" }
    private func secret() -> String { "hidden" }
    func reveal() -> String { secret() }
}
var acct = Account(owner: "Ria", balance: 50)
acct.deposit(25)
acct.deposit(5)
print(acct.summary)
print(acct.log)
print(acct.reveal())
fileprivate class Helper {
    private(set) var calls = 0
    func run() -> Int { calls += 1; return calls * 10 }
}
fileprivate let helper = Helper()
print(helper.run(), helper.run(), helper.calls)
internal class Base {
    fileprivate func method() -> String { "Base" }
}
internal class Sub: Base {
    override internal func method() -> String { "Sub then " + super.method() }
}
print(Sub().method())
private enum Mode { case a, b }
private func pick(_ m: Mode) -> String { m == .a ? "alpha" : "beta" }
print(pick(.b))
struct Gate {
    private static var opened = 0
    static func open() -> Int { opened += 1; return opened }
}
_ = Gate.open()
print(Gate.open())
// expect: The number of edits is 3
// expect: Ria: 80
// expect: ["dep 25", "dep 5"]
// expect: hidden
// expect: 10 20 2
// expect: Sub then Base
// expect: beta
// expect: 2
