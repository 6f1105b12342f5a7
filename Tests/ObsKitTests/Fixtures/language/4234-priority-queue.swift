// App code style: generic binary-heap priority queue used to schedule support tickets
struct PriorityQueue<Element> {
    private var heap: [Element] = []
    private let areSorted: (Element, Element) -> Bool

    init(order: @escaping (Element, Element) -> Bool) {
        areSorted = order
    }

    var count: Int { heap.count }
    var isEmpty: Bool { heap.isEmpty }
    var peek: Element? { heap.first }

    mutating func push(_ element: Element) {
        heap.append(element)
        siftUp(from: heap.count - 1)
    }

    mutating func pop() -> Element? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        siftDown(from: 0)
        return top
    }

    private mutating func siftUp(from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard areSorted(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var candidate = parent
            if left < heap.count && areSorted(heap[left], heap[candidate]) { candidate = left }
            if right < heap.count && areSorted(heap[right], heap[candidate]) { candidate = right }
            if candidate == parent { return }
            heap.swapAt(parent, candidate)
            parent = candidate
        }
    }
}

extension PriorityQueue where Element: Comparable {
    init() {
        self.init(order: <)
    }
}

struct Ticket: CustomStringConvertible {
    enum Severity: Int { case low = 1, normal, high, critical }
    let id: Int
    let title: String
    let severity: Severity
    let createdAt: Int

    var description: String { "#\(id) [\(severity)] \(title)" }
}

var queue = PriorityQueue<Ticket> { a, b in
    if a.severity != b.severity { return a.severity.rawValue > b.severity.rawValue }
    return a.createdAt < b.createdAt
}

let incoming = [
    Ticket(id: 101, title: "Typo on settings screen", severity: .low, createdAt: 1),
    Ticket(id: 102, title: "Login fails on iPad", severity: .critical, createdAt: 2),
    Ticket(id: 103, title: "Slow feed scrolling", severity: .high, createdAt: 3),
    Ticket(id: 104, title: "Dark mode contrast", severity: .normal, createdAt: 4),
    Ticket(id: 105, title: "Crash on logout", severity: .critical, createdAt: 5),
    Ticket(id: 106, title: "Push not delivered", severity: .high, createdAt: 6),
    Ticket(id: 107, title: "Wrong currency symbol", severity: .normal, createdAt: 7),
]
for t in incoming { queue.push(t) }
print("Queued: \(queue.count), next up: \(queue.peek!)")

var handled = 0
while let ticket = queue.pop() {
    handled += 1
    print("\(handled). \(ticket)")
    if ticket.id == 102 {
        queue.push(Ticket(id: 108, title: "Follow-up: auth token refresh", severity: .high, createdAt: 8))
        print("   -> filed follow-up #108")
    }
}
print("Empty now: \(queue.isEmpty)")

var numbers = PriorityQueue<Int>()
for n in [42, 7, 19, 3, 88, 7, 56, 1] { numbers.push(n) }
var sorted: [Int] = []
while let n = numbers.pop() { sorted.append(n) }
print("Heap sorted: \(sorted)")

var words = PriorityQueue<String>(order: >)
["pear", "apple", "fig", "kiwi", "banana"].forEach { words.push($0) }
print("Largest word: \(words.pop() ?? "none"), then \(words.pop() ?? "none")")

// expect: Queued: 7, next up: #102 [critical] Login fails on iPad
// expect: 1. #102 [critical] Login fails on iPad
// expect:    -> filed follow-up #108
// expect: 2. #105 [critical] Crash on logout
// expect: 3. #103 [high] Slow feed scrolling
// expect: 4. #106 [high] Push not delivered
// expect: 5. #108 [high] Follow-up: auth token refresh
// expect: 6. #104 [normal] Dark mode contrast
// expect: 7. #107 [normal] Wrong currency symbol
// expect: 8. #101 [low] Typo on settings screen
// expect: Empty now: true
// expect: Heap sorted: [1, 3, 7, 7, 19, 42, 56, 88]
// expect: Largest word: pear, then kiwi
