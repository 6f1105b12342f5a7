// swift-collections style (Deque as a sliding buffer): a fixed-capacity ring buffer with a custom Index, RandomAccessCollection and MutableCollection, used for a moving average
struct RingBuffer<Element> {
    private var slots: [Element?]
    private var start = 0
    private(set) var count = 0
    init(capacity: Int) { slots = Array(repeating: nil, count: capacity) }
    var capacity: Int { slots.count }
    var isFull: Bool { count == capacity }

    @discardableResult
    mutating func push(_ e: Element) -> Element? {
        if isFull {
            let evicted = slots[start]
            slots[start] = e
            start = (start + 1) % capacity
            return evicted
        }
        slots[(start + count) % capacity] = e
        count += 1
        return nil
    }

    struct Index: Comparable, CustomStringConvertible {
        fileprivate let offset: Int
        static func < (a: Index, b: Index) -> Bool { a.offset < b.offset }
        var description: String { "#\(offset)" }
    }
}

extension RingBuffer: RandomAccessCollection, MutableCollection {
    var startIndex: Index { Index(offset: 0) }
    var endIndex: Index { Index(offset: count) }
    func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
    func index(before i: Index) -> Index { Index(offset: i.offset - 1) }
    func index(_ i: Index, offsetBy n: Int) -> Index { Index(offset: i.offset + n) }
    func distance(from a: Index, to b: Index) -> Int { b.offset - a.offset }
    subscript(i: Index) -> Element {
        get { slots[(start + i.offset) % capacity]! }
        set { slots[(start + i.offset) % capacity] = newValue }
    }
}

extension RingBuffer where Element: BinaryFloatingPoint {
    var average: Element { isEmpty ? 0 : reduce(0, +) / Element(count) }
}

var window = RingBuffer<Double>(capacity: 3)
for sample in [10.0, 20, 30, 40, 50] {
    let evicted = window.push(sample)
    print("push \(sample) evicted \(evicted.map { "\($0)" } ?? "none") avg \(window.average)")
}
print(Array(window), Array(window.reversed()))
window[window.startIndex] = 0
print(Array(window), window.firstIndex(of: 50)!, window.indices.map(\.description))
window.sort(by: >)
print(Array(window), window.last!)
var letters = RingBuffer<Character>(capacity: 4)
"abcdef".forEach { letters.push($0) }
print(String(letters), letters.count, letters.isFull)
letters.swapAt(letters.startIndex, letters.index(before: letters.endIndex))
print(String(letters))

// expect: push 10.0 evicted none avg 10.0
// expect: push 20.0 evicted none avg 15.0
// expect: push 30.0 evicted none avg 20.0
// expect: push 40.0 evicted 10.0 avg 30.0
// expect: push 50.0 evicted 20.0 avg 40.0
// expect: [30.0, 40.0, 50.0] [50.0, 40.0, 30.0]
// expect: [0.0, 40.0, 50.0] #2 ["#0", "#1", "#2"]
// expect: [50.0, 40.0, 0.0] 0.0
// expect: cdef 4 true
// expect: fdec
