// Sundell style (custom collection subscripts): a ring buffer with get/set subscripts and Collection
struct RingBuffer<Element>: MutableCollection, RandomAccessCollection {
    private var items: [Element]
    private var head = 0

    init(_ items: [Element]) { self.items = items }

    var startIndex: Int { 0 }
    var endIndex: Int { items.count }

    subscript(position: Int) -> Element {
        get { items[(head + position) % items.count] }
        set { items[(head + position) % items.count] = newValue }
    }

    mutating func rotate(by n: Int) {
        head = (head + n) % items.count
    }
}

var ring = RingBuffer([1, 2, 3, 4, 5])
print(Array(ring))
ring.rotate(by: 2)
print(Array(ring))
ring[0] = 30
print(Array(ring), ring.first!, ring.last!)
print(ring.map { $0 * 2 })
print(ring.firstIndex(of: 5) ?? -1)
ring.sort()
print(Array(ring))
ring.swapAt(0, 4)
print(Array(ring))
print(ring[1...3].reduce(0, +))
print(ring.reversed().map(\.self))
// expect: [1, 2, 3, 4, 5]
// expect: [3, 4, 5, 1, 2]
// expect: [30, 4, 5, 1, 2] 30 2
// expect: [60, 8, 10, 2, 4]
// expect: 2
// expect: [1, 2, 4, 5, 30]
// expect: [30, 2, 4, 5, 1]
// expect: 11
// expect: [1, 5, 4, 2, 30]
