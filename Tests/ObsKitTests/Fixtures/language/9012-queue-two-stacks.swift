// Queue implemented with two stacks, a ring buffer, and a monotonic deque for sliding window max
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct TwoStackQueue<T> {
    private var inbox: [T] = []
    private var outbox: [T] = []

    var count: Int { inbox.count + outbox.count }
    var isEmpty: Bool { count == 0 }

    mutating func enqueue(_ value: T) { inbox.append(value) }

    mutating func dequeue() -> T? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
}

struct RingBuffer<T> {
    private var items: [T?]
    private var readIndex = 0
    private var writeIndex = 0
    init(capacity: Int) { items = Array(repeating: nil, count: capacity) }

    @discardableResult
    mutating func write(_ value: T) -> Bool {
        guard writeIndex - readIndex < items.count else { return false }
        items[writeIndex % items.count] = value
        writeIndex += 1
        return true
    }

    mutating func read() -> T? {
        guard readIndex < writeIndex else { return nil }
        defer { readIndex += 1 }
        return items[readIndex % items.count]
    }
}

func slidingMax(_ nums: [Int], _ k: Int) -> [Int] {
    var deque: [Int] = []
    var result: [Int] = []
    for i in nums.indices {
        if let first = deque.first, first <= i - k { deque.removeFirst() }
        while let last = deque.last, nums[last] < nums[i] { deque.removeLast() }
        deque.append(i)
        if i >= k - 1 { result.append(nums[deque[0]]) }
    }
    return result
}

var q = TwoStackQueue<String>()
["a", "b", "c"].forEach { q.enqueue($0) }
print(q.dequeue()!, q.count)
q.enqueue("d")
var drained: [String] = []
while let x = q.dequeue() { drained.append(x) }
print(drained, q.isEmpty)

var ring = RingBuffer<Int>(capacity: 3)
print((1...4).map { ring.write($0) })
print(ring.read() as Any, ring.read() as Any)
ring.write(5); ring.write(6)
var rest: [Int] = []
while let v = ring.read() { rest.append(v) }
print(rest)
print(slidingMax([1, 3, -1, -3, 5, 3, 6, 7], 3))
// expect: a 2
// expect: ["b", "c", "d"] true
// expect: [true, true, true, false]
// expect: Optional(1) Optional(2)
// expect: [3, 5, 6]
// expect: [3, 3, 5, 5, 6, 7]
