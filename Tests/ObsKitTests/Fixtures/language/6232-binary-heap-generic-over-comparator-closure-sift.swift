// Algorithm Club style (heap): a binary heap generic over a comparator closure, with sift up/down, peek, and building from an array
struct Heap<Element> {
    private(set) var nodes: [Element] = []
    private let areSorted: (Element, Element) -> Bool

    init(sort: @escaping (Element, Element) -> Bool) { areSorted = sort }

    init(_ items: [Element], sort: @escaping (Element, Element) -> Bool) {
        areSorted = sort
        nodes = items
        for i in stride(from: nodes.count / 2 - 1, through: 0, by: -1) { siftDown(from: i) }
    }

    var isEmpty: Bool { nodes.isEmpty }
    var count: Int { nodes.count }
    var peek: Element? { nodes.first }

    mutating func insert(_ value: Element) {
        nodes.append(value)
        siftUp(from: nodes.count - 1)
    }

    mutating func remove() -> Element? {
        guard !nodes.isEmpty else { return nil }
        nodes.swapAt(0, nodes.count - 1)
        let top = nodes.removeLast()
        siftDown(from: 0)
        return top
    }

    private mutating func siftUp(from index: Int) {
        var child = index
        var parent = (child - 1) / 2
        while child > 0 && areSorted(nodes[child], nodes[parent]) {
            nodes.swapAt(child, parent)
            child = parent
            parent = (child - 1) / 2
        }
    }

    private mutating func siftDown(from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1, right = left + 1
            var candidate = parent
            if left < nodes.count && areSorted(nodes[left], nodes[candidate]) { candidate = left }
            if right < nodes.count && areSorted(nodes[right], nodes[candidate]) { candidate = right }
            if candidate == parent { return }
            nodes.swapAt(parent, candidate)
            parent = candidate
        }
    }
}

var minHeap = Heap<Int>(sort: <)
for n in [42, 7, 19, 3, 88, 3, 51] { minHeap.insert(n) }
print(minHeap.nodes, "peek", minHeap.peek!)
var drained: [Int] = []
while let n = minHeap.remove() { drained.append(n) }
print(drained)

var maxHeap = Heap([5, 12, 1, 9, 30, 17], sort: >)
print(maxHeap.nodes, maxHeap.count)
print(maxHeap.remove()!, maxHeap.remove()!, maxHeap.nodes)

var byLength = Heap(["kiwi", "fig", "banana", "apple", "plum"]) { a, b in
    a.count != b.count ? a.count < b.count : a < b
}
var order: [String] = []
while !byLength.isEmpty { order.append(byLength.remove()!) }
print(order)

// expect: [3, 7, 3, 42, 88, 19, 51] peek 3
// expect: [3, 3, 7, 19, 42, 51, 88]
// expect: [30, 12, 17, 9, 5, 1] 6
// expect: 30 17 [12, 9, 1, 5]
// expect: ["fig", "kiwi", "plum", "apple", "banana"]
