// App code style: a fixed-capacity ring buffer as MutableCollection and RandomAccessCollection: in-place sort, swapAt, reverse, partition
struct RingBuffer<Element>: MutableCollection, RandomAccessCollection {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        storage = Array(repeating: nil, count: capacity)
    }

    mutating func append(_ value: Element) {
        let tail = (head + count) % storage.count
        storage[tail] = value
        if count == storage.count {
            head = (head + 1) % storage.count
        } else {
            count += 1
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> Element {
        get { storage[(head + i) % storage.count]! }
        set { storage[(head + i) % storage.count] = newValue }
    }
}

var ring = RingBuffer<Int>(capacity: 5)
for v in [8, 3, 9, 1, 7, 4, 6] {
    ring.append(v)
}
print("count:", ring.count, "items:", Array(ring))
print("first:", ring.first!, "last:", ring.last!)
ring[0] = 100
print("after set:", Array(ring))
ring.swapAt(0, 4)
print("after swap:", Array(ring))
ring.sort()
print("sorted:", Array(ring))
ring.reverse()
print("reversed:", Array(ring))
let pivot = ring.partition { $0 % 2 == 0 }
print("partitioned:", Array(ring), "pivot:", pivot)
print("max:", ring.max()!, "index of 7:", ring.firstIndex(of: 7) ?? -1)
print("slice:", Array(ring[1...3]))
ring[1...2].sort()
print("partial sort:", Array(ring))
print("lastIndex even:", ring.lastIndex { $0 % 2 == 0 } ?? -1)
var names = RingBuffer<String>(capacity: 3)
["ann", "bob", "cy", "dee"].forEach { names.append($0) }
print(names.map { $0.capitalized() }, names.joined(separator: "/"))
extension String {
    func capitalized() -> String { prefix(1).uppercased() + dropFirst() }
}
// expect: count: 5 items: [9, 1, 7, 4, 6]
// expect: first: 9 last: 6
// expect: after set: [100, 1, 7, 4, 6]
// expect: after swap: [6, 1, 7, 4, 100]
// expect: sorted: [1, 4, 6, 7, 100]
// expect: reversed: [100, 7, 6, 4, 1]
// expect: partitioned: [1, 7, 6, 4, 100] pivot: 2
// expect: max: 100 index of 7: 1
// expect: slice: [7, 6, 4]
// expect: partial sort: [1, 6, 7, 4, 100]
// expect: lastIndex even: 4
// expect: ["Bob", "Cy", "Dee"] bob/cy/dee
