// Compiler test style: ring buffer conforming to RandomAccessCollection used with standard algorithms
struct RingBuffer<Element>: RandomAccessCollection {
  private var storage: [Element?]
  private var head = 0
  private(set) var count = 0

  init(capacity: Int) {
    storage = Array(repeating: nil, count: capacity)
  }

  var capacity: Int { storage.count }
  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(i: Int) -> Element {
    precondition(i >= 0 && i < count, "index out of range")
    return storage[(head + i) % capacity]!
  }

  mutating func push(_ x: Element) {
    if count < capacity {
      storage[(head + count) % capacity] = x
      count += 1
    } else {
      storage[head] = x
      head = (head + 1) % capacity
    }
  }
}

var rb = RingBuffer<Int>(capacity: 4)
for i in 1...6 { rb.push(i * 10) }
print(Array(rb))
print(rb.count, rb.capacity)
print(rb.first!, rb.last!)
print(rb.map { $0 / 10 })
print(rb.filter { $0 % 20 == 0 })
print(rb.reduce(0, +))
print(rb.first(where: { $0 > 35 }) ?? -1)
print(rb.firstIndex(of: 50) ?? -1)
print(rb.contains(60), rb.contains(10))
print(Array(rb.reversed()))
print(rb.min()!, rb.max()!)
print(Array(rb.dropFirst()), Array(rb.prefix(2)), Array(rb.suffix(1)))
print(rb.index(rb.startIndex, offsetBy: 3), rb.distance(from: 1, to: 3))
var words = RingBuffer<String>(capacity: 3)
for w in ["a", "b", "c", "d", "e"] { words.push(w) }
print(words.joined(separator: "-"))
print(words.isEmpty, RingBuffer<Int>(capacity: 2).isEmpty)

// expect: [30, 40, 50, 60]
// expect: 4 4
// expect: 30 60
// expect: [3, 4, 5, 6]
// expect: [40, 60]
// expect: 180
// expect: 40
// expect: 2
// expect: true false
// expect: [60, 50, 40, 30]
// expect: 30 60
// expect: [40, 50, 60] [30, 40] [60]
// expect: 3 2
// expect: c-d-e
// expect: false true
