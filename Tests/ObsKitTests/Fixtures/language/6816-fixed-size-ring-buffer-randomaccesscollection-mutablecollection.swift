// Advanced Swift style (custom collections): a fixed-size ring buffer as RandomAccessCollection and MutableCollection
struct RingBuffer<Element>: RandomAccessCollection, MutableCollection {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) { storage = Array(repeating: nil, count: capacity) }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        get { storage[(head + position) % storage.count]! }
        set { storage[(head + position) % storage.count] = newValue }
    }

    mutating func push(_ element: Element) {
        if count == storage.count {
            storage[head] = element
            head = (head + 1) % storage.count
        } else {
            storage[(head + count) % storage.count] = element
            count += 1
        }
    }
}

extension RandomAccessCollection where Element: BinaryInteger {
    var mean: Double { isEmpty ? 0 : Double(Int(reduce(0, +))) / Double(count) }
}

var recent = RingBuffer<Int>(capacity: 4)
for reading in [3, 8, 1, 9, 4, 7] {
    recent.push(reading)
    print(Array(recent), recent.mean)
}
print(recent.first!, recent.last!, recent.count)
print(recent.sorted(), recent.max()!)
print(recent.reversed().map { $0 * 2 })

recent.sort()
print(Array(recent))
recent[1] = 100
print(Array(recent), recent.firstIndex(of: 100)!)
recent.swapAt(0, 3)
print(Array(recent))
print(recent[1...2].map { $0 }, recent.dropFirst().count)

var names = RingBuffer<String>(capacity: 2)
names.push("a"); names.push("b"); names.push("c")
print(names.joined(separator: "+"), names.indices)

// expect: [3] 3.0
// expect: [3, 8] 5.5
// expect: [3, 8, 1] 4.0
// expect: [3, 8, 1, 9] 5.25
// expect: [8, 1, 9, 4] 5.5
// expect: [1, 9, 4, 7] 5.25
// expect: 1 7 4
// expect: [1, 4, 7, 9] 9
// expect: [14, 8, 18, 2]
// expect: [1, 4, 7, 9]
// expect: [1, 100, 7, 9] 1
// expect: [9, 100, 7, 1]
// expect: [100, 7] 3
// expect: b+c 0..<2
