// App code style: fixed-capacity ring buffer for recent log lines with Sequence conformance
struct RingBuffer<Element>: Sequence {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        storage = Array(repeating: nil, count: capacity)
    }

    var capacity: Int { storage.count }
    var isFull: Bool { count == capacity }

    @discardableResult
    mutating func append(_ element: Element) -> Element? {
        let tail = (head + count) % capacity
        if isFull {
            let dropped = storage[head]
            storage[head] = element
            head = (head + 1) % capacity
            return dropped
        }
        storage[tail] = element
        count += 1
        return nil
    }

    mutating func popFirst() -> Element? {
        guard count > 0 else { return nil }
        let value = storage[head]
        storage[head] = nil
        head = (head + 1) % capacity
        count -= 1
        return value
    }

    subscript(offset: Int) -> Element {
        precondition(offset >= 0 && offset < count, "index out of range")
        return storage[(head + offset) % capacity]!
    }

    func makeIterator() -> AnyIterator<Element> {
        var i = 0
        return AnyIterator {
            guard i < self.count else { return nil }
            defer { i += 1 }
            return self[i]
        }
    }
}

extension RingBuffer: CustomStringConvertible {
    var description: String { "Ring\(Array(self))" }
}

enum LogLevel: Int, Comparable {
    case debug, info, warning, error
    static func < (a: LogLevel, b: LogLevel) -> Bool { a.rawValue < b.rawValue }
}

struct LogLine {
    let seq: Int
    let level: LogLevel
    let message: String
}

var recent = RingBuffer<LogLine>(capacity: 4)
let messages: [(LogLevel, String)] = [
    (.info, "app launched"), (.debug, "cache warm"), (.warning, "slow response"),
    (.info, "user signed in"), (.error, "sync failed"), (.debug, "retrying"),
    (.info, "sync ok"),
]
for (i, (level, text)) in messages.enumerated() {
    if let dropped = recent.append(LogLine(seq: i + 1, level: level, message: text)) {
        print("dropped #\(dropped.seq) \(dropped.message)")
    }
}
print("kept \(recent.count)/\(recent.capacity), full: \(recent.isFull)")
for line in recent {
    print("#\(line.seq) [\(line.level)] \(line.message)")
}
let serious = recent.filter { $0.level >= .warning }.map(\.message)
print("warnings+: \(serious)")
print("oldest: \(recent[0].message), newest: \(recent[recent.count - 1].message)")

var numbers = RingBuffer<Int>(capacity: 3)
for n in 1...5 { numbers.append(n * 10) }
print(numbers)
print("popped \(numbers.popFirst()!), then \(numbers)")
numbers.append(60)
numbers.append(70)
print(numbers, "sum", numbers.reduce(0, +))
while let n = numbers.popFirst() { print("drain \(n)") }
print("empty: \(numbers), first: \(numbers.first(where: { _ in true }) as Int?)")
let moving = RingBuffer<Int>(capacity: 3)
print("moving contains 5? \(moving.contains(5))")

// expect: dropped #1 app launched
// expect: dropped #2 cache warm
// expect: dropped #3 slow response
// expect: kept 4/4, full: true
// expect: #4 [info] user signed in
// expect: #5 [error] sync failed
// expect: #6 [debug] retrying
// expect: #7 [info] sync ok
// expect: warnings+: ["sync failed"]
// expect: oldest: user signed in, newest: sync ok
// expect: Ring[30, 40, 50]
// expect: popped 30, then Ring[40, 50]
// expect: Ring[50, 60, 70] sum 180
// expect: drain 50
// expect: drain 60
// expect: drain 70
// expect: empty: Ring[], first: nil
// expect: moving contains 5? false
