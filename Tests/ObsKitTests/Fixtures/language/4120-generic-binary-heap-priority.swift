// App code style: generic binary heap priority queue used for a job scheduler
struct Heap<Element> {
    private var items: [Element] = []
    private let areSorted: (Element, Element) -> Bool

    init(sort: @escaping (Element, Element) -> Bool) { areSorted = sort }

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    var peek: Element? { items.first }

    mutating func push(_ e: Element) {
        items.append(e)
        siftUp(items.count - 1)
    }

    mutating func pop() -> Element? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        siftDown(0)
        return top
    }

    private mutating func siftUp(_ i: Int) {
        var child = i
        var parent = (child - 1) / 2
        while child > 0 && areSorted(items[child], items[parent]) {
            items.swapAt(child, parent)
            child = parent
            parent = (child - 1) / 2
        }
    }

    private mutating func siftDown(_ i: Int) {
        var parent = i
        while true {
            let l = 2 * parent + 1, r = l + 1
            var candidate = parent
            if l < items.count && areSorted(items[l], items[candidate]) { candidate = l }
            if r < items.count && areSorted(items[r], items[candidate]) { candidate = r }
            if candidate == parent { return }
            items.swapAt(parent, candidate)
            parent = candidate
        }
    }
}

extension Heap where Element: Comparable {
    init() { self.init(sort: <) }
}

struct Job: CustomStringConvertible {
    let name: String
    let priority: Int
    let submitted: Int
    var description: String { "\(name)(p\(priority))" }
}

var scheduler = Heap<Job> { a, b in
    a.priority != b.priority ? a.priority > b.priority : a.submitted < b.submitted
}
let incoming = [("backup", 2), ("email", 5), ("index", 2), ("alert", 9), ("report", 5), ("cleanup", 1)]
for (i, (name, p)) in incoming.enumerated() {
    scheduler.push(Job(name: name, priority: p, submitted: i))
}
print("queued:", scheduler.count, "next:", scheduler.peek!)
var order: [String] = []
while let job = scheduler.pop() {
    order.append(job.description)
    if job.name == "alert" { scheduler.push(Job(name: "page-oncall", priority: 8, submitted: 100)) }
}
print(order.joined(separator: " > "))

var minHeap = Heap<Int>()
for n in [42, 7, 19, 3, 25, 3, 88, 1] { minHeap.push(n) }
var sorted: [Int] = []
while let n = minHeap.pop() { sorted.append(n) }
print(sorted)

func topK<S: Sequence>(_ k: Int, of seq: S) -> [S.Element] where S.Element: Comparable {
    var h = Heap<S.Element>()
    for e in seq {
        h.push(e)
        if h.count > k { _ = h.pop() }
    }
    var out: [S.Element] = []
    while let e = h.pop() { out.append(e) }
    return out.reversed()
}
print(topK(3, of: [5, 1, 9, 12, 7, 3, 12, 4]))
print(topK(2, of: ["pear", "apple", "zucchini", "kiwi"]))
// expect: queued: 6 next: alert(p9)
// expect: alert(p9) > page-oncall(p8) > email(p5) > report(p5) > backup(p2) > index(p2) > cleanup(p1)
// expect: [1, 3, 3, 7, 19, 25, 42, 88]
// expect: [12, 12, 9]
// expect: ["zucchini", "pear"]
