// swift-collections style (priority queue): a heap of elements with a separate Comparable priority and FIFO tie-breaking, used for Dijkstra shortest paths on a small graph
struct PriorityQueue<Element, Priority: Comparable> {
    private var heap: [(priority: Priority, seq: Int, element: Element)] = []
    private var counter = 0
    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    private func less(_ i: Int, _ j: Int) -> Bool {
        (heap[i].priority, heap[i].seq) < (heap[j].priority, heap[j].seq)
    }

    mutating func push(_ e: Element, priority: Priority) {
        heap.append((priority, counter, e))
        counter += 1
        var i = heap.count - 1
        while i > 0, less(i, (i - 1) / 2) {
            heap.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }

    mutating func pop() -> (element: Element, priority: Priority)? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = 2 * i + 2
            var m = i
            if l < heap.count, less(l, m) { m = l }
            if r < heap.count, less(r, m) { m = r }
            if m == i { break }
            heap.swapAt(i, m)
            i = m
        }
        return (top.element, top.priority)
    }
}

typealias Graph = [String: [(to: String, cost: Int)]]

func shortestPaths(in graph: Graph, from source: String) -> [String: (cost: Int, via: [String])] {
    var best: [String: (cost: Int, via: [String])] = [:]
    var queue = PriorityQueue<(node: String, path: [String]), Int>()
    queue.push((source, [source]), priority: 0)
    while let (item, cost) = queue.pop() {
        if best[item.node] != nil { continue }
        best[item.node] = (cost, item.path)
        for edge in graph[item.node, default: []] where best[edge.to] == nil {
            queue.push((edge.to, item.path + [edge.to]), priority: cost + edge.cost)
        }
    }
    return best
}

let graph: Graph = [
    "A": [("B", 4), ("C", 1)],
    "C": [("B", 2), ("D", 7)],
    "B": [("D", 1)],
    "D": [("E", 3)],
]
let result = shortestPaths(in: graph, from: "A")
for node in result.keys.sorted() {
    let r = result[node]!
    print(node, r.cost, r.via.joined(separator: "->"))
}

var ties = PriorityQueue<String, Int>()
for (name, p) in [("b", 2), ("a", 1), ("c", 2), ("d", 1)] { ties.push(name, priority: p) }
var order: [String] = []
while let (name, _) = ties.pop() { order.append(name) }
print(order, ties.isEmpty)

// expect: A 0 A
// expect: B 3 A->C->B
// expect: C 1 A->C
// expect: D 4 A->C->B->D
// expect: E 7 A->C->B->D->E
// expect: ["a", "d", "b", "c"] true
