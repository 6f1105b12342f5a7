// App code style: generic Queue<T> with Sequence conformance, used as a music play queue with shuffle-free rotation
struct Queue<Element>: Sequence {
    private var inbox: [Element] = []
    private var outbox: [Element] = []

    var isEmpty: Bool { inbox.isEmpty && outbox.isEmpty }
    var count: Int { inbox.count + outbox.count }

    mutating func enqueue(_ element: Element) { inbox.append(element) }

    mutating func dequeue() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }

    func makeIterator() -> IndexingIterator<[Element]> {
        (outbox.reversed() + inbox).makeIterator()
    }
}

extension Queue: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) {
        self.init()
        elements.forEach { enqueue($0) }
    }
}

var queue: Queue<String> = ["Song A", "Song B", "Song C"]
print("Up next: \(Array(queue))")
if let playing = queue.dequeue() {
    print("Now playing: \(playing)")
    queue.enqueue(playing)
}
queue.enqueue("Song D")
print("Queue: \(queue.joined(separator: " > "))")
print("Count: \(queue.count)")
var played: [String] = []
while let next = queue.dequeue(), played.count < 3 {
    played.append(next)
}
print("Played: \(played)")
print("Remaining: \(Array(queue)), empty: \(queue.isEmpty)")
let lengths = Queue<Int>(arrayLiteral: 3, 1, 2).map { $0 * 60 }
print("Durations: \(lengths)")
print("Contains 120: \(lengths.contains(120))")
// expect: Up next: ["Song A", "Song B", "Song C"]
// expect: Now playing: Song A
// expect: Queue: Song B > Song C > Song A > Song D
// expect: Count: 4
// expect: Played: ["Song B", "Song C", "Song A"]
// expect: Remaining: [], empty: true
// expect: Durations: [180, 60, 120]
// expect: Contains 120: true
