// Rosetta-style task: Priority queue as a generic binary heap, used for heapsort and task scheduling
struct Heap<Element> {
    private var storage: [Element] = []
    private let areSorted: (Element, Element) -> Bool

    init(sort: @escaping (Element, Element) -> Bool) { areSorted = sort }

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    var peek: Element? { storage.first }

    mutating func push(_ element: Element) {
        storage.append(element)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard areSorted(storage[child], storage[parent]) else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard !storage.isEmpty else { return nil }
        storage.swapAt(0, storage.count - 1)
        let top = storage.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var candidate = parent
            if left < storage.count && areSorted(storage[left], storage[candidate]) { candidate = left }
            if right < storage.count && areSorted(storage[right], storage[candidate]) { candidate = right }
            if candidate == parent { break }
            storage.swapAt(parent, candidate)
            parent = candidate
        }
        return top
    }
}

extension Heap where Element: Comparable {
    init() { self.init(sort: <) }
}

var minHeap = Heap<Int>()
[31, 41, 59, 26, 53, 58, 97, 93, 23, 84].forEach { minHeap.push($0) }
print("peek: \(minHeap.peek!), count: \(minHeap.count)")
var sorted: [Int] = []
while let x = minHeap.pop() { sorted.append(x) }
print("heapsort: \(sorted)")

typealias Task = (priority: Int, name: String)
var tasks = Heap<Task> { $0.priority != $1.priority ? $0.priority < $1.priority : $0.name < $1.name }
for t in [(3, "Clear drains"), (4, "Feed cat"), (5, "Make tea"), (1, "Solve RC tasks"), (2, "Tax return"), (1, "Answer email")] {
    tasks.push(t)
}
while let t = tasks.pop() {
    print("\(t.priority) \(t.name)")
}
print("empty now: \(tasks.isEmpty)")

// expect: peek: 23, count: 10
// expect: heapsort: [23, 26, 31, 41, 53, 58, 59, 84, 93, 97]
// expect: 1 Answer email
// expect: 1 Solve RC tasks
// expect: 2 Tax return
// expect: 3 Clear drains
// expect: 4 Feed cat
// expect: 5 Make tea
// expect: empty now: true
