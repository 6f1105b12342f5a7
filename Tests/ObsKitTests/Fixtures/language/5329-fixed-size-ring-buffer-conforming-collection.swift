// objc.io style (custom Collection): a fixed-size ring buffer conforming to Collection and using its defaults
struct RingBuffer<Element>: Collection, CustomStringConvertible {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        storage = Array(repeating: nil, count: capacity)
    }

    mutating func append(_ element: Element) {
        let index = (head + count) % storage.count
        storage[index] = element
        if count == storage.count {
            head = (head + 1) % storage.count
        } else {
            count += 1
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    func index(after i: Int) -> Int { i + 1 }

    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "out of range")
        return storage[(head + position) % storage.count]!
    }

    var description: String {
        "Ring(" + map { "\($0)" }.joined(separator: ", ") + ")"
    }
}

var ring = RingBuffer<Int>(capacity: 4)
for value in 1...6 {
    ring.append(value)
    print(ring)
}
print("count:", ring.count, "isEmpty:", ring.isEmpty)
print("first:", ring.first ?? 0)
print("sum:", ring.reduce(0, +))
print("index of 5:", ring.firstIndex(of: 5) ?? -1)
print("dropFirst:", Array(ring.dropFirst()))
print("suffix(2):", Array(ring.suffix(2)))
print("split at 5:", ring.split(separator: 5).map(Array.init))
var words = RingBuffer<String>(capacity: 2)
words.append("a"); words.append("b"); words.append("c")
print(words, words.joined(separator: "-"))

// expect: Ring(1)
// expect: Ring(1, 2)
// expect: Ring(1, 2, 3)
// expect: Ring(1, 2, 3, 4)
// expect: Ring(2, 3, 4, 5)
// expect: Ring(3, 4, 5, 6)
// expect: count: 4 isEmpty: false
// expect: first: 3
// expect: sum: 18
// expect: index of 5: 2
// expect: dropFirst: [4, 5, 6]
// expect: suffix(2): [5, 6]
// expect: split at 5: [[3, 4], [6]]
// expect: Ring(b, c) b-c
