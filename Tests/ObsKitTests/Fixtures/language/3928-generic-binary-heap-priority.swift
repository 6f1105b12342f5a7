// App code style: generic binary heap priority queue used for task scheduling
struct Heap<Element> {
    private var items: [Element] = []
    private let areSorted: (Element, Element) -> Bool

    init(by areSorted: @escaping (Element, Element) -> Bool) { self.areSorted = areSorted }

    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
    var peek: Element? { items.first }

    mutating func push(_ e: Element) {
        items.append(e)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard areSorted(items[i], items[parent]) else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() -> Element? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var best = i
            if l < items.count && areSorted(items[l], items[best]) { best = l }
            if r < items.count && areSorted(items[r], items[best]) { best = r }
            if best == i { break }
            items.swapAt(i, best)
            i = best
        }
        return top
    }
}

extension Heap where Element: Comparable {
    init() { self.init(by: <) }
}

struct Task: Comparable, CustomStringConvertible {
    let priority: Int
    let seq: Int
    let title: String
    static func < (a: Task, b: Task) -> Bool { (a.priority, a.seq) < (b.priority, b.seq) }
    var description: String { "[p\(priority)] \(title)" }
}

var minHeap = Heap<Int>()
[42, 7, 19, 3, 88, 7, 1, 56].forEach { minHeap.push($0) }
var drained: [Int] = []
while let x = minHeap.pop() { drained.append(x) }
print("ascending: \(drained)")

var maxHeap = Heap<String>(by: >)
"pear fig apple kiwi banana".split(separator: " ").forEach { maxHeap.push(String($0)) }
print("peek: \(maxHeap.peek ?? "-"), count: \(maxHeap.count)")
print("descending: \((0..<3).compactMap { _ in maxHeap.pop() })")

var tasks = Heap<Task>()
let titles = ["write tests", "fix crash", "update docs", "deploy", "refactor"]
let prios = [2, 0, 3, 1, 2]
for (i, t) in titles.enumerated() { tasks.push(Task(priority: prios[i], seq: i, title: t)) }
var step = 1
while let t = tasks.pop() {
    print("\(step). \(t)")
    if t.title == "fix crash" { tasks.push(Task(priority: 1, seq: 99, title: "hotfix release")) }
    step += 1
}
print("empty: \(tasks.isEmpty)")
// expect: ascending: [1, 3, 7, 7, 19, 42, 56, 88]
// expect: peek: pear, count: 5
// expect: descending: ["pear", "kiwi", "fig"]
// expect: 1. [p0] fix crash
// expect: 2. [p1] deploy
// expect: 3. [p1] hotfix release
// expect: 4. [p2] write tests
// expect: 5. [p2] refactor
// expect: 6. [p3] update docs
// expect: empty: true
