// swift-collections style (Heap): a binary heap over a Comparable element with a min or max ordering closure, used as a priority queue of tasks
struct Heap<Element: Comparable> {
    private var items: [Element] = []
    private let ordered: (Element, Element) -> Bool

    init(isMin: Bool = true) { ordered = isMin ? (<) : (>) }
    init<S: Sequence>(_ elements: S, isMin: Bool = true) where S.Element == Element {
        self.init(isMin: isMin)
        items = Array(elements)
        for i in stride(from: items.count / 2 - 1, through: 0, by: -1) { siftDown(i) }
    }

    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
    var top: Element? { items.first }

    mutating func insert(_ e: Element) {
        items.append(e)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard ordered(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }
    mutating func pop() -> Element? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let result = items.removeLast()
        siftDown(0)
        return result
    }
    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let l = 2 * parent + 1, r = l + 1
            var best = parent
            if l < items.count && ordered(items[l], items[best]) { best = l }
            if r < items.count && ordered(items[r], items[best]) { best = r }
            if best == parent { return }
            items.swapAt(parent, best)
            parent = best
        }
    }
}

extension Heap {
    mutating func drain() -> [Element] {
        var out: [Element] = []
        while let e = pop() { out.append(e) }
        return out
    }
}

struct Job: Comparable, CustomStringConvertible {
    let priority: Int
    let name: String
    static func < (a: Job, b: Job) -> Bool {
        a.priority != b.priority ? a.priority < b.priority : a.name < b.name
    }
    var description: String { "\(name)#\(priority)" }
}

var minHeap = Heap([9, 4, 7, 1, 8, 2])
print(minHeap.top!, minHeap.count)
minHeap.insert(0)
print(minHeap.drain())
var maxHeap = Heap([3, 30, 12, 5], isMin: false)
maxHeap.insert(25)
print(maxHeap.pop()!, maxHeap.pop()!, maxHeap.count)

var queue = Heap<Job>()
queue.insert(Job(priority: 2, name: "deploy"))
queue.insert(Job(priority: 1, name: "test"))
queue.insert(Job(priority: 1, name: "build"))
queue.insert(Job(priority: 3, name: "notify"))
while let job = queue.pop() { print("run", job) }
print(queue.isEmpty, queue.top as Any)

// expect: 1 6
// expect: [0, 1, 2, 4, 7, 8, 9]
// expect: 30 25 3
// expect: run build#1
// expect: run test#1
// expect: run deploy#2
// expect: run notify#3
// expect: true nil
