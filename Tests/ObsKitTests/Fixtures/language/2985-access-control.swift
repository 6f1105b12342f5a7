// Compiler test style: private, fileprivate and private(set) access levels within one file, with extensions of the same type
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

public struct Counter {
    private var count = 0
    fileprivate var history: [Int] = []
    public init() {}
    public mutating func increment(by n: Int = 1) {
        count += n
        record()
    }
    public var current: Int { return count }
}
extension Counter {
    private mutating func record() { history.append(count) }
    func peekPrivate() -> Int { return count * 100 }
}
var counter = Counter()
counter.increment()
counter.increment(by: 4)
print(counter.current, counter.peekPrivate(), counter.history)

fileprivate class Vault {
    private var secret = "hunter2"
    fileprivate var attempts = 0
    func check(_ guess: String) -> Bool {
        attempts += 1
        return guess == secret
    }
}
private let vault = Vault()
print(vault.check("password"), vault.check("hunter2"), vault.attempts)

private func helper(_ x: Int) -> Int { return x * x }
internal func usesHelper() -> [Int] { return (1...4).map(helper) }
print(usesHelper())
struct Config { private(set) var mode = "debug"; mutating func release() { mode = "release" } }
var config = Config()
config.release()
print(config.mode)
// expect: The number of edits is 3
// expect: 5 500 [1, 5]
// expect: false true 2
// expect: [1, 4, 9, 16]
// expect: release
