// Generic binary heap used as a priority queue: task scheduling, k smallest, merging sorted arrays
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Heap<Element> {
    private var nodes: [Element] = []
    private let areSorted: (Element, Element) -> Bool

    init(sort: @escaping (Element, Element) -> Bool) { areSorted = sort }

    var isEmpty: Bool { nodes.isEmpty }
    var count: Int { nodes.count }
    var peek: Element? { nodes.first }

    mutating func push(_ e: Element) {
        nodes.append(e)
        var child = nodes.count - 1
        var parent = (child - 1) / 2
        while child > 0 && areSorted(nodes[child], nodes[parent]) {
            nodes.swapAt(child, parent)
            child = parent
            parent = (child - 1) / 2
        }
    }

    mutating func pop() -> Element? {
        guard !nodes.isEmpty else { return nil }
        nodes.swapAt(0, nodes.count - 1)
        let top = nodes.removeLast()
        var parent = 0
        while true {
            let l = 2 * parent + 1, r = l + 1
            var candidate = parent
            if l < nodes.count && areSorted(nodes[l], nodes[candidate]) { candidate = l }
            if r < nodes.count && areSorted(nodes[r], nodes[candidate]) { candidate = r }
            if candidate == parent { break }
            nodes.swapAt(parent, candidate)
            parent = candidate
        }
        return top
    }
}

extension Heap where Element: Comparable {
    static func minHeap() -> Heap { Heap(sort: <) }
    static func maxHeap() -> Heap { Heap(sort: >) }
}

struct Job { let name: String; let priority: Int; let order: Int }

var jobs = Heap<Job> { $0.priority != $1.priority ? $0.priority > $1.priority : $0.order < $1.order }
for (i, (name, p)) in [("email", 2), ("deploy", 5), ("backup", 3), ("lunch", 1), ("hotfix", 5)].enumerated() {
    jobs.push(Job(name: name, priority: p, order: i))
}
var schedule: [String] = []
while let job = jobs.pop() { schedule.append("\(job.name)(\(job.priority))") }
print(schedule.joined(separator: " "))

var minH = Heap<Int>.minHeap()
[9, 4, 7, 1, 8, 2, 6].forEach { minH.push($0) }
print("k smallest:", (0..<3).compactMap { _ in minH.pop() }, "left:", minH.count, "peek:", minH.peek ?? -1)

func mergeSorted(_ lists: [[Int]]) -> [Int] {
    var heap = Heap<(value: Int, list: Int, index: Int)> { $0.value < $1.value }
    for (i, l) in lists.enumerated() where !l.isEmpty { heap.push((l[0], i, 0)) }
    var out: [Int] = []
    while let (v, li, idx) = heap.pop() {
        out.append(v)
        if idx + 1 < lists[li].count { heap.push((lists[li][idx + 1], li, idx + 1)) }
    }
    return out
}
print(mergeSorted([[1, 4, 7], [2, 5, 8], [0, 9], []]))
var maxH = Heap<String>.maxHeap()
["pear", "apple", "zucchini", "mango"].forEach { maxH.push($0) }
print(maxH.pop()!, maxH.pop()!)
// expect: deploy(5) hotfix(5) backup(3) email(2) lunch(1)
// expect: k smallest: [1, 2, 4] left: 4 peek: 6
// expect: [0, 1, 2, 4, 5, 7, 8, 9]
// expect: zucchini pear
