// Apple docs, Sequence/IteratorProtocol/Collection: a Fibonacci Sequence, a ring buffer conforming to Collection and ExpressibleByArrayLiteral, inherited algorithms for free
struct Fibonacci: Sequence {
    let limit: Int
    func makeIterator() -> AnyIterator<Int> {
        var (a, b) = (0, 1)
        return AnyIterator {
            guard a <= limit else { return nil }
            defer { (a, b) = (b, a + b) }
            return a
        }
    }
}
print(Array(Fibonacci(limit: 100)))
print(Fibonacci(limit: 1000).filter { $0.isMultiple(of: 2) }, Fibonacci(limit: 50).reduce(0, +))

struct Countdown: Sequence, IteratorProtocol {
    var count: Int
    mutating func next() -> Int? {
        if count == 0 { return nil }
        defer { count -= 1 }
        return count
    }
}
print(Countdown(count: 5).map { "\($0)" }.joined(separator: "…"))

struct RingBuffer<Element>: Collection, ExpressibleByArrayLiteral, CustomStringConvertible {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        storage = Array(repeating: nil, count: capacity)
    }
    init(arrayLiteral elements: Element...) {
        self.init(capacity: Swift.max(elements.count, 1))
        elements.forEach { append($0) }
    }

    mutating func append(_ element: Element) {
        storage[(head + count) % capacity] = element
        if count == capacity { head = (head + 1) % capacity } else { count += 1 }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> Element {
        precondition(position < count, "index out of range")
        return storage[(head + position) % capacity]!
    }
    var description: String { "Ring(" + map { "\($0)" }.joined(separator: ", ") + ")" }
}

var ring = RingBuffer<String>(capacity: 3)
for word in ["a", "b", "c", "d", "e"] {
    ring.append(word)
    print(ring, ring.count)
}
print(ring.first!, ring.contains("b"), ring.firstIndex(of: "e")!, ring.map { $0.uppercased() })
var numbers: RingBuffer = [5, 3, 8]
numbers.append(1)
print(numbers, numbers.sorted(), numbers.max()!, numbers.reduce(0, +))
print(Array(numbers.dropFirst()), numbers.isEmpty, numbers[numbers.index(numbers.startIndex, offsetBy: 2)])

// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: [0, 2, 8, 34, 144, 610] 88
// expect: 5…4…3…2…1
// expect: Ring(a) 1
// expect: Ring(a, b) 2
// expect: Ring(a, b, c) 3
// expect: Ring(b, c, d) 3
// expect: Ring(c, d, e) 3
// expect: c false 2 ["C", "D", "E"]
// expect: Ring(3, 8, 1) [1, 3, 8] 8 12
// expect: [8, 1] false 1
