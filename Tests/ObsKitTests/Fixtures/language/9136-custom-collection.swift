// custom-collection
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct RingBuffer<Element>: Collection, CustomStringConvertible {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) { storage = Array(repeating: nil, count: capacity) }

    mutating func push(_ e: Element) {
        let tail = (head + count) % storage.count
        storage[tail] = e
        if count == storage.count { head = (head + 1) % storage.count } else { count += 1 }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Element {
        precondition(i >= 0 && i < count, "out of range")
        return storage[(head + i) % storage.count]!
    }
    var description: String { "Ring(\(Array(self)))" }
}

var ring = RingBuffer<Int>(capacity: 3)
print(ring.isEmpty, ring)
for x in 1...5 { ring.push(x) }
print(ring, ring.count, ring.first!, ring[ring.count - 1])
print(ring.map { $0 * 10 }, ring.reduce(0, +), ring.contains(2))
print(ring.firstIndex(of: 4) as Any, ring.sorted(by: >), Array(ring.reversed()))
print(ring.dropFirst().map(String.init).joined(separator: "-"))

struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}
print(Array(Countdown(current: 4)))
for (i, v) in Countdown(current: 3).enumerated() { print(i, v) }
print(Countdown(current: 10).filter { $0 % 3 == 0 })

struct Fib: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var (a, b) = (0, 1)
        return AnyIterator {
            defer { (a, b) = (b, a + b) }
            return a
        }
    }
}
print(Array(Fib().prefix(10)))
print(Fib().first { $0 > 50 }!)
print(zip(Fib(), Countdown(current: 5)).map { $0 + $1 })
// expect: true Ring([])
// expect: Ring([3, 4, 5]) 3 3 5
// expect: [30, 40, 50] 12 false
// expect: Optional(1) [5, 4, 3] [5, 4, 3]
// expect: 4-5
// expect: [4, 3, 2, 1]
// expect: 0 3
// expect: 1 2
// expect: 2 1
// expect: [9, 6, 3]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 55
// expect: [5, 5, 4, 4, 4]
