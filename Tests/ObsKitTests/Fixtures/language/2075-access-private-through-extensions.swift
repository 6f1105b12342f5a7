// Compiler test style: private and fileprivate members used from extensions in the same file
struct Counter {
    private var count = 0
    fileprivate var history: [Int] = []
    private(set) var resets = 0

    private static var created = 0

    init() {
        Counter.created += 1
    }

    mutating func bump() {
        count += 1
        record()
    }
}

extension Counter {
    // private members of the type are visible in same-file extensions
    private mutating func record() {
        history.append(count)
    }

    mutating func reset() {
        count = 0
        resets += 1
        record()
    }

    var current: Int { count }
    static var totalCreated: Int { created }
}

extension Counter: CustomStringConvertible {
    var description: String {
        "Counter(count: \(count), history: \(history), resets: \(resets))"
    }
}

fileprivate func inspect(_ c: Counter) -> String {
    // fileprivate is visible anywhere in this file
    return "history has \(c.history.count) entries"
}

private class Secret {
    private var value = 42
    fileprivate func reveal() -> Int { value }
}

extension Secret {
    func doubled() -> Int { value * 2 }
}

var c = Counter()
c.bump()
c.bump()
c.bump()
print(c)
c.reset()
c.bump()
print(c)
print(c.current, c.resets)
print(inspect(c))
_ = Counter()
print("created:", Counter.totalCreated)
private let s = Secret()
print(s.reveal(), s.doubled())

// expect: Counter(count: 3, history: [1, 2, 3], resets: 0)
// expect: Counter(count: 1, history: [1, 2, 3, 0, 1], resets: 1)
// expect: 1 1
// expect: history has 5 entries
// expect: created: 2
// expect: 42 84
