// Book style (Access Control): private(set) properties, private and fileprivate members, and access levels on nested types
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

public struct TrackedCounter {
    public private(set) var numberOfEdits = 0
    public var value: Int = 0 {
        didSet { numberOfEdits += 1 }
    }
    public init() {}
}
var counter = TrackedCounter()
counter.value = 3
counter.value = 4
print(counter.value, counter.numberOfEdits)

fileprivate class SomeFilePrivateClass {
    func someFilePrivateMethod() -> String { "file private" }
    private func hidden() -> String { "hidden" }
    func callsHidden() -> String { hidden() + " via public path" }
}
private let helper = SomeFilePrivateClass()
print(helper.someFilePrivateMethod())
print(helper.callsHidden())

class BankVault {
    private var pin: Int
    private(set) var attempts = 0
    fileprivate var log: [String] = []
    init(pin: Int) { self.pin = pin }
    func open(with guess: Int) -> Bool {
        attempts += 1
        let ok = guess == pin
        log.append(ok ? "open" : "denied")
        return ok
    }
    enum Status { case locked, open }
    private(set) var status = Status.locked
    func tryOpen(_ guess: Int) {
        if open(with: guess) { status = .open }
    }
}
extension BankVault {
    func changePin(from old: Int, to new: Int) -> Bool {
        guard old == pin else { return false }
        pin = new
        return true
    }
}
let vault = BankVault(pin: 1234)
vault.tryOpen(1111)
print(vault.status, vault.attempts)
print(vault.changePin(from: 1234, to: 4321))
vault.tryOpen(1234)
print(vault.status, vault.attempts)
vault.tryOpen(4321)
print(vault.status, vault.attempts, vault.log)

internal protocol Identified {
    var id: String { get }
}
struct User: Identified {
    private static var nextNumber = 1
    let id: String
    init() {
        id = "user-\(User.nextNumber)"
        User.nextNumber += 1
    }
}
print(User().id, User().id, User().id)

// expect: The number of edits is 3
// expect: 4 2
// expect: file private
// expect: hidden via public path
// expect: locked 1
// expect: true
// expect: locked 2
// expect: open 3 ["denied", "denied", "open"]
// expect: user-1 user-2 user-3
