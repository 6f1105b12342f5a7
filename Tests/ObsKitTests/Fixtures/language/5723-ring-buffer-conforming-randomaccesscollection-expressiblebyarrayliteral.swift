// Advanced Swift style (custom collections): a ring buffer conforming to RandomAccessCollection and ExpressibleByArrayLiteral
struct RingBuffer<Element>: RandomAccessCollection, ExpressibleByArrayLiteral, CustomStringConvertible {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) { storage = Array(repeating: nil, count: capacity) }

    init(arrayLiteral elements: Element...) {
        self.init(capacity: Swift.max(elements.count, 1))
        elements.forEach { append($0) }
    }

    var capacity: Int { storage.count }
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        storage[(head + position) % capacity]!
    }

    mutating func append(_ element: Element) {
        if count == capacity {
            storage[head] = element
            head = (head + 1) % capacity
        } else {
            storage[(head + count) % capacity] = element
            count += 1
        }
    }

    mutating func popFirst() -> Element? {
        guard count > 0 else { return nil }
        let value = storage[head]
        storage[head] = nil
        head = (head + 1) % capacity
        count -= 1
        return value
    }

    var description: String { "Ring\(Array(self))" }
}

var recent = RingBuffer<String>(capacity: 3)
for word in ["a", "b", "c", "d", "e"] { recent.append(word) }
print(recent, recent.count, recent.first!, recent.last!)
print(recent.popFirst()!, recent)
recent.append("f")
recent.append("g")
print(recent, recent.reversed(), recent.map { $0.uppercased() })

var nums: RingBuffer = [1, 2, 3, 4]
nums.append(5)
print(nums, nums.reduce(0, +), nums.firstIndex(of: 4) ?? -1)
print(nums.sorted(by: >), nums.contains(1), nums[1...2].map { $0 * 10 })
print(nums.indices.map { nums[$0] }, nums.dropFirst().prefix(2).map { $0 })

// expect: Ring["c", "d", "e"] 3 c e
// expect: c Ring["d", "e"]
// expect: Ring["e", "f", "g"] ReversedCollection<RingBuffer<String>>(_base: Ring["e", "f", "g"]) ["E", "F", "G"]
// expect: Ring[2, 3, 4, 5] 14 2
// expect: [5, 4, 3, 2] false [30, 40]
// expect: [2, 3, 4, 5] [3, 4]
