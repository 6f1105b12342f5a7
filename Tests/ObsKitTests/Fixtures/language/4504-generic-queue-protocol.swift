// Swift book style: Generics + Protocols + Subscripts - a ring-buffer queue conforming to Sequence, generic subscripts, protocol with associated type
protocol Queue {
    associatedtype Element
    mutating func enqueue(_ e: Element) -> Bool
    mutating func dequeue() -> Element?
    var isEmpty: Bool { get }
    var peek: Element? { get }
}
struct RingBuffer<Element>: Queue {
    private var storage: [Element?]
    private var head = 0
    private var tail = 0
    private(set) var count = 0
    init(capacity: Int) { storage = Array(repeating: nil, count: capacity) }
    var capacity: Int { storage.count }
    var isEmpty: Bool { count == 0 }
    var isFull: Bool { count == capacity }
    var peek: Element? { isEmpty ? nil : storage[head] }
    @discardableResult
    mutating func enqueue(_ e: Element) -> Bool {
        guard !isFull else { return false }
        storage[tail] = e
        tail = (tail + 1) % capacity
        count += 1
        return true
    }
    mutating func dequeue() -> Element? {
        guard !isEmpty else { return nil }
        let e = storage[head]
        storage[head] = nil
        head = (head + 1) % capacity
        count -= 1
        return e
    }
    subscript(offset: Int) -> Element? {
        guard offset >= 0 && offset < count else { return nil }
        return storage[(head + offset) % capacity]
    }
}
extension RingBuffer: Sequence {
    struct Iterator: IteratorProtocol {
        var buffer: RingBuffer
        mutating func next() -> Element? { buffer.dequeue() }
    }
    func makeIterator() -> Iterator { Iterator(buffer: self) }
}
var rb = RingBuffer<Int>(capacity: 4)
for i in 1...6 { print("enqueue \(i): \(rb.enqueue(i))") }
print(Array(rb), rb.count)
print(rb.dequeue() ?? -1, rb.dequeue() ?? -1)
rb.enqueue(7); rb.enqueue(8)
print(Array(rb), rb[0] ?? -1, rb[3] ?? -1, rb[4] ?? -1)
print(rb.map { $0 * 10 }, rb.reduce(0, +), rb.contains(8), rb.peek ?? -1)

func drain<Q: Queue>(_ q: inout Q) -> [Q.Element] {
    var out: [Q.Element] = []
    while let e = q.dequeue() { out.append(e) }
    return out
}
var words = RingBuffer<String>(capacity: 3)
words.enqueue("alpha"); words.enqueue("beta"); words.enqueue("gamma"); words.enqueue("delta")
print(drain(&words), words.isEmpty)

struct PriorityQueue<T: Comparable>: Queue {
    private var heap: [T] = []
    var isEmpty: Bool { heap.isEmpty }
    var peek: T? { heap.first }
    mutating func enqueue(_ e: T) -> Bool {
        heap.append(e)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if heap[child] >= heap[parent] { break }
            heap.swapAt(child, parent)
            child = parent
        }
        return true
    }
    mutating func dequeue() -> T? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            let l = 2 * parent + 1, r = l + 1
            var smallest = parent
            if l < heap.count && heap[l] < heap[smallest] { smallest = l }
            if r < heap.count && heap[r] < heap[smallest] { smallest = r }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}
var pq = PriorityQueue<Int>()
for n in [42, 7, 19, 3, 88, 7, 1] { _ = pq.enqueue(n) }
print(pq.peek ?? -1, drain(&pq))
var tasks = PriorityQueue<String>()
for t in ["write", "deploy", "build", "test"] { _ = tasks.enqueue(t) }
print(drain(&tasks))

struct Table<Row: Hashable, Col: Hashable, Value> {
    private var cells: [Row: [Col: Value]] = [:]
    subscript(row: Row, col: Col) -> Value? {
        get { cells[row]?[col] }
        set { cells[row, default: [:]][col] = newValue }
    }
    subscript<K>(row: Row, keyPath: KeyPath<Value, K>, col: Col) -> K? { self[row, col]?[keyPath: keyPath] }
}
var scores = Table<String, Int, String>()
scores["ann", 1] = "ninety"
scores["ann", 2] = "eighty"
scores["bob", 1] = "seventy"
print(scores["ann", 2] ?? "-", scores["bob", 2] ?? "-", scores["ann", \.count, 1] ?? 0)
scores["ann", 2] = nil
print(scores["ann", 2] ?? "-")

// expect: enqueue 1: true
// expect: enqueue 2: true
// expect: enqueue 3: true
// expect: enqueue 4: true
// expect: enqueue 5: false
// expect: enqueue 6: false
// expect: [1, 2, 3, 4] 4
// expect: 1 2
// expect: [3, 4, 7, 8] 3 8 -1
// expect: [30, 40, 70, 80] 22 true 3
// expect: ["alpha", "beta", "gamma"] true
// expect: 1 [1, 3, 7, 7, 19, 42, 88]
// expect: ["build", "deploy", "test", "write"]
// expect: eighty - 6
// expect: -
