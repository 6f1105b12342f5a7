// Generics with associated types: a generic function over Sequence with `where S.Element == ...`, an associated type with a constraint, and a generic struct conforming to a protocol.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Queue {
    associatedtype Element
    mutating func enqueue(_ e: Element)
    mutating func dequeue() -> Element?
    var isEmpty: Bool { get }
}

struct FIFO<T>: Queue {
    private var storage: [T] = []
    mutating func enqueue(_ e: T) { storage.append(e) }
    mutating func dequeue() -> T? { storage.isEmpty ? nil : storage.removeFirst() }
    var isEmpty: Bool { storage.isEmpty }
}

struct PriorityQueue<T: Comparable>: Queue {
    private var storage: [T] = []
    mutating func enqueue(_ e: T) {
        storage.append(e)
        storage.sort(by: >)
    }
    mutating func dequeue() -> T? { storage.isEmpty ? nil : storage.removeFirst() }
    var isEmpty: Bool { storage.isEmpty }
}

func drain<Q: Queue>(_ q: inout Q) -> [Q.Element] {
    var out: [Q.Element] = []
    while let e = q.dequeue() { out.append(e) }
    return out
}

func load<Q: Queue, S: Sequence>(_ q: inout Q, from s: S) where S.Element == Q.Element {
    for e in s { q.enqueue(e) }
}

var f = FIFO<String>()
load(&f, from: ["a", "b", "c"])
print(drain(&f), f.isEmpty)

var p = PriorityQueue<Int>()
load(&p, from: [5, 1, 9, 3])
print(drain(&p))

func joined<S: Sequence>(_ s: S) -> String where S.Element: CustomStringConvertible {
    s.map(\.description).joined(separator: "|")
}
print(joined([1, 2, 3]), joined(Set([7])), joined(1...4))

// expect: ["a", "b", "c"] true
// expect: [9, 5, 3, 1]
// expect: 1|2|3 7 1|2|3|4
