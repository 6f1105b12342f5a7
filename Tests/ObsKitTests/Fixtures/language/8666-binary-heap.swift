// Kata style (k-way merge & task scheduling): a generic binary heap with a custom ordering closure
struct Heap<Element> {
    private var items: [Element] = []
    private let before: (Element, Element) -> Bool
    init(by before: @escaping (Element, Element) -> Bool) { self.before = before }
    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
    var peek: Element? { items.first }

    mutating func push(_ value: Element) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard before(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var parent = 0
        while true {
            let l = 2 * parent + 1, r = l + 1
            var pick = parent
            if l < items.count && before(items[l], items[pick]) { pick = l }
            if r < items.count && before(items[r], items[pick]) { pick = r }
            if pick == parent { break }
            items.swapAt(parent, pick)
            parent = pick
        }
        return top
    }
}

extension Heap where Element: Comparable {
    static func minHeap() -> Heap { Heap(by: <) }
}

var numbers = Heap<Int>.minHeap()
for n in [42, 7, 19, 3, 88, 7, 25, 1] { numbers.push(n) }
var drained: [Int] = []
while let n = numbers.pop() { drained.append(n) }
print("Heap sort: \(drained)")

let lists = [[1, 4, 9], [2, 3, 10, 11], [5, 6], []]
var frontier = Heap<(value: Int, list: Int, index: Int)>(by: { $0.value < $1.value })
for (i, list) in lists.enumerated() where !list.isEmpty { frontier.push((list[0], i, 0)) }
var merged: [Int] = []
while let (value, list, index) = frontier.pop() {
    merged.append(value)
    if index + 1 < lists[list].count { frontier.push((lists[list][index + 1], list, index + 1)) }
}
print("Merged: \(merged)")

struct Job { let name: String; let priority: Int; let order: Int }
var jobs = Heap<Job>(by: { ($0.priority, -$0.order) > ($1.priority, -$1.order) })
let incoming = [("backup", 2), ("email", 5), ("index", 2), ("deploy", 9), ("report", 5)]
for (i, job) in incoming.enumerated() { jobs.push(Job(name: job.0, priority: job.1, order: i)) }
print("Next up: \(jobs.peek?.name ?? "-") of \(jobs.count)")
while let job = jobs.pop() {
    print("run \(job.name) (p\(job.priority))")
}
print("Empty now: \(jobs.isEmpty)")

// expect: Heap sort: [1, 3, 7, 7, 19, 25, 42, 88]
// expect: Merged: [1, 2, 3, 4, 5, 6, 9, 10, 11]
// expect: Next up: deploy of 5
// expect: run deploy (p9)
// expect: run email (p5)
// expect: run report (p5)
// expect: run backup (p2)
// expect: run index (p2)
// expect: Empty now: true
