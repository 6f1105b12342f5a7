// Kodeco style (generic utilities): a binary-heap PriorityQueue generic over an ordering closure, used for a task scheduler
struct PriorityQueue<Element> {
    private var heap: [Element] = []
    private let areSorted: (Element, Element) -> Bool

    init(sort: @escaping (Element, Element) -> Bool) { areSorted = sort }

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }
    var peek: Element? { heap.first }

    mutating func push(_ element: Element) {
        heap.append(element)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard areSorted(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var candidate = parent
            if left < heap.count && areSorted(heap[left], heap[candidate]) { candidate = left }
            if right < heap.count && areSorted(heap[right], heap[candidate]) { candidate = right }
            if candidate == parent { return top }
            heap.swapAt(parent, candidate)
            parent = candidate
        }
    }
}

extension PriorityQueue where Element: Comparable {
    init() { self.init(sort: <) }
}

var minQueue = PriorityQueue<Int>()
[42, 7, 19, 3, 25, 7, 1].forEach { minQueue.push($0) }
var drained: [Int] = []
while let n = minQueue.pop() { drained.append(n) }
print(drained)

var maxQueue = PriorityQueue<String>(sort: >)
["kiwi", "apple", "mango", "banana"].forEach { maxQueue.push($0) }
print(maxQueue.peek ?? "", maxQueue.count)

struct Job { let name: String; let priority: Int; let order: Int }
var jobs = PriorityQueue<Job> { a, b in
    a.priority != b.priority ? a.priority > b.priority : a.order < b.order
}
var order = 0
for (name, priority) in [("email", 1), ("deploy", 5), ("backup", 3), ("alert", 5), ("log", 1)] {
    jobs.push(Job(name: name, priority: priority, order: order))
    order += 1
}
var timeline: [String] = []
var minute = 0
while let job = jobs.pop() {
    timeline.append("\(minute):\(job.name)")
    minute += job.priority * 2
}
print(timeline.joined(separator: " "), jobs.isEmpty)

// expect: [1, 3, 7, 7, 19, 25, 42]
// expect: mango 4
// expect: 0:deploy 10:alert 20:backup 26:email 28:log true
