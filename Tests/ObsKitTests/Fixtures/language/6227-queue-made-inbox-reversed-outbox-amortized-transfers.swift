// Textbook style (two-stack queue): a queue made of an inbox and a reversed outbox, with amortized transfers counted and a Sequence view
struct TwoStackQueue<Element> {
    private var inbox: [Element] = []
    private var outbox: [Element] = []
    private(set) var transfers = 0

    var isEmpty: Bool { inbox.isEmpty && outbox.isEmpty }
    var count: Int { inbox.count + outbox.count }

    mutating func enqueue(_ element: Element) { inbox.append(element) }

    private mutating func shiftIfNeeded() {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
            transfers += 1
        }
    }

    mutating func dequeue() -> Element? {
        shiftIfNeeded()
        return outbox.popLast()
    }

    mutating func peek() -> Element? {
        shiftIfNeeded()
        return outbox.last
    }
}

extension TwoStackQueue: Sequence {
    func makeIterator() -> IndexingIterator<[Element]> {
        (outbox.reversed() + inbox).makeIterator()
    }
}

var q = TwoStackQueue<String>()
for name in ["ann", "bob", "cy"] { q.enqueue(name) }
print(Array(q), q.count)
print(q.dequeue() ?? "none", q.peek() ?? "none")
q.enqueue("dee")
q.enqueue("eve")
print(Array(q), "transfers:", q.transfers)
var served: [String] = []
while let next = q.dequeue() { served.append(next) }
print(served, q.isEmpty, "transfers:", q.transfers)

// Simulate a hot-potato round with the queue.
var circle = TwoStackQueue<Int>()
(1...7).forEach { circle.enqueue($0) }
var out: [Int] = []
while circle.count > 1 {
    for _ in 0..<2 { circle.enqueue(circle.dequeue()!) }
    out.append(circle.dequeue()!)
}
print("eliminated", out, "winner", circle.dequeue()!)

// expect: ["ann", "bob", "cy"] 3
// expect: ann bob
// expect: ["bob", "cy", "dee", "eve"] transfers: 1
// expect: ["bob", "cy", "dee", "eve"] true transfers: 3
// expect: eliminated [3, 6, 2, 7, 5, 1] winner 4
