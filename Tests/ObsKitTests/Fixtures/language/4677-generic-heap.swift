// Swift book style: a generic binary heap and a priority queue built on it
struct Heap<Element> {
    private var storage: [Element] = []
    private let areSorted: (Element, Element) -> Bool

    init(sort: @escaping (Element, Element) -> Bool) {
        areSorted = sort
    }

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    var peek: Element? { storage.first }

    mutating func push(_ element: Element) {
        storage.append(element)
        siftUp(from: storage.count - 1)
    }

    mutating func pop() -> Element? {
        guard !storage.isEmpty else { return nil }
        storage.swapAt(0, storage.count - 1)
        let top = storage.removeLast()
        siftDown(from: 0)
        return top
    }

    private mutating func siftUp(from index: Int) {
        var child = index
        var parent = (child - 1) / 2
        while child > 0 && areSorted(storage[child], storage[parent]) {
            storage.swapAt(child, parent)
            child = parent
            parent = (child - 1) / 2
        }
    }

    private mutating func siftDown(from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1, right = left + 1
            var candidate = parent
            if left < storage.count && areSorted(storage[left], storage[candidate]) { candidate = left }
            if right < storage.count && areSorted(storage[right], storage[candidate]) { candidate = right }
            if candidate == parent { return }
            storage.swapAt(parent, candidate)
            parent = candidate
        }
    }
}

extension Heap where Element: Comparable {
    static func minHeap() -> Heap { Heap(sort: <) }
    static func maxHeap() -> Heap { Heap(sort: >) }
}

struct Task: Comparable, CustomStringConvertible {
    let priority: Int
    let name: String
    static func < (a: Task, b: Task) -> Bool {
        a.priority != b.priority ? a.priority > b.priority : a.name < b.name
    }
    var description: String { "\(name)(p\(priority))" }
}

var minHeap = Heap<Int>.minHeap()
for x in [42, 7, 19, 3, 88, 7, 25, 1] { minHeap.push(x) }
print("count:", minHeap.count, "peek:", minHeap.peek!)
var drained: [Int] = []
while let x = minHeap.pop() { drained.append(x) }
print("ascending:", drained)

var maxHeap = Heap<String>.maxHeap()
"pear fig apple kiwi banana".split(separator: " ").forEach { maxHeap.push(String($0)) }
var top2: [String] = []
for _ in 0..<2 { if let s = maxHeap.pop() { top2.append(s) } }
print("top2:", top2, "left:", maxHeap.count)

var tasks = Heap<Task>.minHeap()
tasks.push(Task(priority: 2, name: "email"))
tasks.push(Task(priority: 5, name: "deploy"))
tasks.push(Task(priority: 1, name: "lunch"))
tasks.push(Task(priority: 5, name: "backup"))
tasks.push(Task(priority: 3, name: "review"))
while let t = tasks.pop() { print("run", t) }
print("empty:", tasks.isEmpty, tasks.pop() as Any)

func kSmallest<T: Comparable>(_ items: [T], _ k: Int) -> [T] {
    var h = Heap<T>(sort: >)
    for item in items {
        h.push(item)
        if h.count > k { _ = h.pop() }
    }
    var out: [T] = []
    while let x = h.pop() { out.insert(x, at: 0) }
    return out
}
print("3 smallest:", kSmallest([9, 4, 7, 1, 8, 2, 6], 3))
print("2 smallest chars:", kSmallest(Array("heapsort"), 2))

// expect: count: 8 peek: 1
// expect: ascending: [1, 3, 7, 7, 19, 25, 42, 88]
// expect: top2: ["pear", "kiwi"] left: 3
// expect: run backup(p5)
// expect: run deploy(p5)
// expect: run review(p3)
// expect: run email(p2)
// expect: run lunch(p1)
// expect: empty: true nil
// expect: 3 smallest: [1, 2, 4]
// expect: 2 smallest chars: ["a", "e"]
