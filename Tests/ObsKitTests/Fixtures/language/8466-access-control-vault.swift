// Swift book style (Access Control): private(set) counters, fileprivate helpers and private nested state behind a public-facing vault API
public struct Vault {
    public private(set) var openCount = 0
    private var code: [Int]
    private var log: [String] = []
    internal let label: String

    public init(label: String, code: [Int]) {
        self.label = label
        self.code = code
    }

    public mutating func tryOpen(with attempt: [Int]) -> Bool {
        let ok = matches(attempt)
        log.append(ok ? "open" : "denied")
        if ok { openCount += 1 }
        return ok
    }

    private func matches(_ attempt: [Int]) -> Bool {
        attempt == code
    }

    public var history: String { log.joined(separator: ",") }

    public mutating func rotate() {
        code = code.map { ($0 + 1) % 10 }
    }
}

fileprivate func masked(_ digits: [Int]) -> String {
    String(repeating: "*", count: digits.count)
}

extension Vault {
    // extensions in the same file can see private members
    var hint: String { "code of length \(code.count): \(masked(code))" }
}

var vault = Vault(label: "basement", code: [4, 2, 7])
print(vault.label, vault.hint)
print(vault.tryOpen(with: [1, 2, 3]))
print(vault.tryOpen(with: [4, 2, 7]))
vault.rotate()
print(vault.tryOpen(with: [4, 2, 7]))
print(vault.tryOpen(with: [5, 3, 8]))
print("opened \(vault.openCount) times; history \(vault.history)")

class Counter {
    private(set) var value = 0
    fileprivate var step = 1
    func bump() { value += step }
}

let c = Counter()
c.step = 5
c.bump()
c.bump()
print("counter:", c.value)

// expect: basement code of length 3: ***
// expect: false
// expect: true
// expect: false
// expect: true
// expect: opened 2 times; history denied,open,denied,open
// expect: counter: 10
