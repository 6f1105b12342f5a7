// Swift book generics style (extending generic types): a Queue<Element> gaining methods only when Element is Equatable, Comparable or Numeric
struct Queue<Element> {
    private var inbox: [Element] = []
    private var outbox: [Element] = []

    init() {}
    init<S: Sequence>(_ items: S) where S.Element == Element { inbox = Array(items) }

    var isEmpty: Bool { inbox.isEmpty && outbox.isEmpty }
    var count: Int { inbox.count + outbox.count }

    mutating func enqueue(_ e: Element) { inbox.append(e) }

    mutating func dequeue() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }

    var snapshot: [Element] { outbox.reversed() + inbox }
}

extension Queue where Element: Equatable {
    func position(of e: Element) -> Int? { snapshot.firstIndex(of: e) }
}

extension Queue where Element: Comparable {
    var smallest: Element? { snapshot.min() }
}

extension Queue where Element: Numeric {
    var sum: Element { snapshot.reduce(0, +) }
}

extension Queue: Sequence, IteratorProtocol {
    mutating func next() -> Element? { dequeue() }
}

extension Queue: CustomStringConvertible {
    var description: String { "Queue\(snapshot)" }
}

var q = Queue<Int>()
[5, 2, 8].forEach { q.enqueue($0) }
print(q, q.count)
print(q.dequeue()!, q)
q.enqueue(1)
print(q.position(of: 8) ?? -1, q.position(of: 5) ?? -1, q.smallest!, q.sum)
print(q.map { $0 * 10 }, q.count)

var names = Queue(["mo", "al", "jo"])
print(names.smallest!, names.position(of: "jo")!)
while let n = names.dequeue() { print("served", n) }
print(names.isEmpty)
let pairs = Queue([(1, "a"), (2, "b")])
print(pairs.snapshot.map { "\($0.0)\($0.1)" })

// expect: Queue[5, 2, 8] 3
// expect: 5 Queue[2, 8]
// expect: 1 -1 1 11
// expect: [20, 80, 10] 3
// expect: al 2
// expect: served mo
// expect: served al
// expect: served jo
// expect: true
// expect: ["1a", "2b"]
