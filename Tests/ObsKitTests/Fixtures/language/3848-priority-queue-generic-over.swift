// App code style: priority queue generic over Comparable with a binary heap
struct PriorityQueue<Element: Comparable> {
    private var heap: [Element] = []
    private let higher: (Element, Element) -> Bool
    init(ascending: Bool = true) { higher = ascending ? { $0 < $1 } : { $0 > $1 } }
    init<S: Sequence>(_ s: S, ascending: Bool = true) where S.Element == Element {
        self.init(ascending: ascending)
        for e in s { push(e) }
    }
    var count: Int { heap.count }
    var isEmpty: Bool { heap.isEmpty }
    var peek: Element? { heap.first }

    mutating func push(_ e: Element) {
        heap.append(e)
        var i = heap.count - 1
        while i > 0, higher(heap[i], heap[(i - 1) / 2]) { heap.swapAt(i, (i - 1) / 2); i = (i - 1) / 2 }
    }
    mutating func pop() -> Element? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var best = i
            if l < heap.count, higher(heap[l], heap[best]) { best = l }
            if r < heap.count, higher(heap[r], heap[best]) { best = r }
            if best == i { break }
            heap.swapAt(i, best); i = best
        }
        return top
    }
}

extension PriorityQueue: Sequence, IteratorProtocol {
    mutating func next() -> Element? { pop() }
}

struct Job: Comparable {
    let priority: Int, name: String
    static func < (a: Job, b: Job) -> Bool { (a.priority, a.name) < (b.priority, b.name) }
}

var pq = PriorityQueue([5, 1, 8, 3, 9, 2])
print(pq.peek!, pq.count)
print(Array(pq))
print(pq.count)
var maxq = PriorityQueue(["pear", "apple", "fig", "kiwi"], ascending: false)
print(maxq.pop()!, maxq.pop()!, maxq.count)
var jobs = PriorityQueue<Job>()
for (p, n) in [(2, "email"), (0, "deploy"), (2, "backup"), (1, "build")] { jobs.push(Job(priority: p, name: n)) }
while let j = jobs.pop() { print("run \(j.name) (p\(j.priority))") }
print(jobs.isEmpty, jobs.pop() == nil)
// expect: 1 6
// expect: [1, 2, 3, 5, 8, 9]
// expect: 6
// expect: pear kiwi 2
// expect: run deploy (p0)
// expect: run build (p1)
// expect: run backup (p2)
// expect: run email (p2)
// expect: true true
