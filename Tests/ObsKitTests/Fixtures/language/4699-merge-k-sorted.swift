// Compiler test style: generic PriorityQueue with Comparable wrapper for k-way merge and top-k
struct PriorityQueue<Element: Comparable> {
    private var heap: [Element] = []
    var count: Int { heap.count }
    var isEmpty: Bool { heap.isEmpty }

    init<S: Sequence>(_ items: S) where S.Element == Element {
        for x in items { insert(x) }
    }
    init() {}

    mutating func insert(_ x: Element) {
        heap.append(x)
        var i = heap.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            guard heap[i] < heap[p] else { break }
            heap.swapAt(i, p)
            i = p
        }
    }

    mutating func popMin() -> Element? {
        guard !heap.isEmpty else { return nil }
        if heap.count == 1 { return heap.removeLast() }
        let top = heap[0]
        heap[0] = heap.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < heap.count && heap[l] < heap[m] { m = l }
            if r < heap.count && heap[r] < heap[m] { m = r }
            if m == i { break }
            heap.swapAt(i, m)
            i = m
        }
        return top
    }
}

extension PriorityQueue: Sequence, IteratorProtocol {
    mutating func next() -> Element? { popMin() }
}

struct Cursor: Comparable {
    let value: Int
    let list: Int
    let index: Int
    static func < (a: Cursor, b: Cursor) -> Bool { (a.value, a.list) < (b.value, b.list) }
}

func mergeKSorted(_ lists: [[Int]]) -> [Int] {
    var pq = PriorityQueue<Cursor>()
    for (li, l) in lists.enumerated() where !l.isEmpty {
        pq.insert(Cursor(value: l[0], list: li, index: 0))
    }
    var out: [Int] = []
    while let c = pq.popMin() {
        out.append(c.value)
        let nextIndex = c.index + 1
        if nextIndex < lists[c.list].count {
            pq.insert(Cursor(value: lists[c.list][nextIndex], list: c.list, index: nextIndex))
        }
    }
    return out
}

struct Scored: Comparable, CustomStringConvertible {
    let name: String
    let score: Int
    // Reverse so the queue pops the highest score first.
    static func < (a: Scored, b: Scored) -> Bool { a.score != b.score ? a.score > b.score : a.name < b.name }
    var description: String { "\(name)=\(score)" }
}

func kthLargest(_ a: [Int], _ k: Int) -> Int {
    var pq = PriorityQueue<Int>()
    for x in a {
        pq.insert(x)
        if pq.count > k { _ = pq.popMin() }
    }
    return pq.popMin()!
}

print(mergeKSorted([[1, 4, 7], [2, 5, 8], [3, 6, 9, 10]]))
print(mergeKSorted([[], [1], [], [0, 0, 2]]))
print(mergeKSorted([]))
let players = PriorityQueue([Scored(name: "ana", score: 70), Scored(name: "ben", score: 95),
                             Scored(name: "cy", score: 70), Scored(name: "dot", score: 88)])
print(Array(players))
print(Array(players.prefix(2)), players.count)
print("kth largest:", kthLargest([3, 2, 1, 5, 6, 4], 2), kthLargest([3, 2, 3, 1, 2, 4, 5, 5, 6], 4))
var strings = PriorityQueue(["pear", "apple", "fig"])
strings.insert("banana")
print(strings.popMin()!, strings.popMin()!, strings.count)
print(PriorityQueue("priority").map { String($0) }.joined())

// expect: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
// expect: [0, 0, 1, 2]
// expect: []
// expect: [ben=95, dot=88, ana=70, cy=70]
// expect: [ben=95, dot=88] 4
// expect: kth largest: 5 4
// expect: apple banana 2
// expect: iioprrty
