// Algorithm Club style (ring buffer queue): a fixed-capacity circular queue with read/write indices, wrap-around and overflow reporting
struct RingBuffer<T> {
    private var slots: [T?]
    private var readIndex = 0
    private var writeIndex = 0

    init(capacity: Int) { slots = Array(repeating: nil, count: capacity) }

    var capacity: Int { slots.count }
    var count: Int { writeIndex - readIndex }
    var isEmpty: Bool { count == 0 }
    var isFull: Bool { count == capacity }

    @discardableResult
    mutating func enqueue(_ value: T) -> Bool {
        guard !isFull else { return false }
        slots[writeIndex % capacity] = value
        writeIndex += 1
        return true
    }

    mutating func dequeue() -> T? {
        guard !isEmpty else { return nil }
        let value = slots[readIndex % capacity]
        slots[readIndex % capacity] = nil
        readIndex += 1
        return value
    }

    var peek: T? { isEmpty ? nil : slots[readIndex % capacity] }

    var contents: [T] {
        (readIndex..<writeIndex).compactMap { slots[$0 % capacity] }
    }
}

var buffer = RingBuffer<Int>(capacity: 4)
for n in 1...5 {
    let ok = buffer.enqueue(n * 10)
    print("enqueue \(n * 10):", ok ? "ok" : "full")
}
print(buffer.contents, buffer.count, buffer.isFull)
print("dequeued", buffer.dequeue()!, buffer.dequeue()!)
buffer.enqueue(60)
buffer.enqueue(70)
print(buffer.contents, "peek:", buffer.peek.map(String.init) ?? "nil")
var drained: [Int] = []
while let next = buffer.dequeue() { drained.append(next) }
print("drained", drained, buffer.isEmpty, buffer.dequeue() == nil)

var letters = RingBuffer<Character>(capacity: 3)
for ch in "queue" {
    if letters.isFull { print("evict", letters.dequeue()!) }
    letters.enqueue(ch)
}
print(String(letters.contents))

// expect: enqueue 10: ok
// expect: enqueue 20: ok
// expect: enqueue 30: ok
// expect: enqueue 40: ok
// expect: enqueue 50: full
// expect: [10, 20, 30, 40] 4 true
// expect: dequeued 10 20
// expect: [30, 40, 60, 70] peek: 30
// expect: drained [30, 40, 60, 70] true true
// expect: evict q
// expect: evict u
// expect: eue
