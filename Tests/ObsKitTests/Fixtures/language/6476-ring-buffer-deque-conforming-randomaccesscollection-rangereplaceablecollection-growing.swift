// swift-collections style (Deque): a ring-buffer deque conforming to RandomAccessCollection and RangeReplaceableCollection, growing by wrap-around copies
struct Deque<Element> {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init() { storage = Array(repeating: nil, count: 4) }

    private func slot(_ offset: Int) -> Int { (head + offset) % storage.count }
    private mutating func growIfNeeded() {
        guard count == storage.count else { return }
        var bigger = [Element?](repeating: nil, count: storage.count * 2)
        for i in 0..<count { bigger[i] = storage[slot(i)] }
        storage = bigger
        head = 0
    }

    mutating func append(_ element: Element) {
        growIfNeeded()
        storage[slot(count)] = element
        count += 1
    }
    mutating func prepend(_ element: Element) {
        growIfNeeded()
        head = (head - 1 + storage.count) % storage.count
        storage[head] = element
        count += 1
    }
    mutating func popFirst() -> Element? {
        guard count > 0 else { return nil }
        defer { storage[head] = nil; head = (head + 1) % storage.count; count -= 1 }
        return storage[head]
    }
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        defer { storage[slot(count)] = nil }
        return storage[slot(count)]
    }
    var capacity: Int { storage.count }
}

extension Deque: RandomAccessCollection, MutableCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(i: Int) -> Element {
        get { storage[slot(i)]! }
        set { storage[slot(i)] = newValue }
    }
}
extension Deque: RangeReplaceableCollection {
    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
        var all = Array(self)
        all.replaceSubrange(subrange, with: newElements)
        self = Deque()
        for e in all { append(e) }
    }
}
extension Deque: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) { self.init(); for e in elements { append(e) } }
}
extension Deque: CustomStringConvertible {
    var description: String { "Deque(" + map { "\($0)" }.joined(separator: ", ") + ")" }
}

var d = Deque<Int>()
for i in 1...3 { d.append(i) }
d.prepend(0); d.prepend(-1)
print(d, "count", d.count, "capacity", d.capacity)
print(d.popFirst()!, d.popLast()!, d)
d[1] = 10
d.insert(99, at: 2)
print(d, Array(d.reversed()))
d.append(contentsOf: [7, 8])
d.removeAll(where: { $0 % 2 == 0 })
print(d, d.first!, d.last!)
var words: Deque = ["b", "c"]
words.prepend("a")
print(words.joined(separator: "-"), words.sorted(by: >))

// expect: Deque(-1, 0, 1, 2, 3) count 5 capacity 8
// expect: -1 3 Deque(0, 1, 2)
// expect: Deque(0, 10, 99, 2) [2, 99, 10, 0]
// expect: Deque(99, 7) 99 7
// expect: a-b-c ["c", "b", "a"]
