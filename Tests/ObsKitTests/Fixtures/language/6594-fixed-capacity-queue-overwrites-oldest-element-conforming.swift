// Advanced Swift style (ring buffer): a fixed-capacity queue that overwrites the oldest element, conforming to RandomAccessCollection with Int indices
struct RingBuffer<Element> {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        storage = Array(repeating: nil, count: capacity)
    }

    var capacity: Int { storage.count }

    mutating func push(_ value: Element) {
        let slot = (head + count) % capacity
        storage[slot] = value
        if count == capacity {
            head = (head + 1) % capacity
        } else {
            count += 1
        }
    }

    mutating func pop() -> Element? {
        guard count > 0 else { return nil }
        let value = storage[head]
        storage[head] = nil
        head = (head + 1) % capacity
        count -= 1
        return value
    }
}

extension RingBuffer: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "index out of range")
        return storage[(head + position) % capacity]!
    }
}

var recent = RingBuffer<String>(capacity: 3)
for word in ["one", "two", "three", "four", "five"] {
    recent.push(word)
    print(Array(recent))
}
print(recent.count, recent.capacity)
print(recent.first!, recent.last!)
print(Array(recent.reversed()))
print(recent[1], recent.index(of: "five") ?? -1)
print(recent.pop() ?? "-", Array(recent))
recent.push("six")
recent.push("seven")
print(Array(recent), recent.map { $0.count })
print(recent.indices, recent.distance(from: 0, to: 2))
print(recent.sorted(), recent.joined(separator: "+"))
while let x = recent.pop() { print("drain", x) }
print(recent.isEmpty)

// expect: ["one"]
// expect: ["one", "two"]
// expect: ["one", "two", "three"]
// expect: ["two", "three", "four"]
// expect: ["three", "four", "five"]
// expect: 3 3
// expect: three five
// expect: ["five", "four", "three"]
// expect: four 2
// expect: three ["four", "five"]
// expect: ["five", "six", "seven"] [4, 3, 5]
// expect: 0..<3 2
// expect: ["five", "seven", "six"] five+six+seven
// expect: drain five
// expect: drain six
// expect: drain seven
// expect: true
