// Rosetta Code style (Dijkstra's algorithm): a generic binary-heap priority queue and a weighted graph
struct PriorityQueue<Element> {
    private var heap: [Element] = []
    private let areSorted: (Element, Element) -> Bool

    init(sort: @escaping (Element, Element) -> Bool) { areSorted = sort }

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    mutating func push(_ e: Element) {
        heap.append(e)
        var child = heap.count - 1
        var parent = (child - 1) / 2
        while child > 0 && areSorted(heap[child], heap[parent]) {
            heap.swapAt(child, parent)
            child = parent
            parent = (child - 1) / 2
        }
    }

    mutating func pop() -> Element? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            let l = 2 * parent + 1, r = l + 1
            var candidate = parent
            if l < heap.count && areSorted(heap[l], heap[candidate]) { candidate = l }
            if r < heap.count && areSorted(heap[r], heap[candidate]) { candidate = r }
            if candidate == parent { break }
            heap.swapAt(parent, candidate)
            parent = candidate
        }
        return top
    }
}

struct Edge { let to: String; let weight: Int }

let edges: [(String, String, Int)] = [
    ("a", "b", 7), ("a", "c", 9), ("a", "f", 14), ("b", "c", 10),
    ("b", "d", 15), ("c", "d", 11), ("c", "f", 2), ("d", "e", 6), ("e", "f", 9),
]
var graph: [String: [Edge]] = [:]
for (u, v, w) in edges {
    graph[u, default: []].append(Edge(to: v, weight: w))
}

func dijkstra(from source: String, to target: String) -> (distance: Int, path: [String])? {
    var dist: [String: Int] = [source: 0]
    var prev: [String: String] = [:]
    var queue = PriorityQueue<(String, Int)> { $0.1 < $1.1 }
    queue.push((source, 0))
    while let (node, d) = queue.pop() {
        if d > dist[node, default: Int.max] { continue }
        if node == target { break }
        for edge in graph[node] ?? [] {
            let nd = d + edge.weight
            if nd < dist[edge.to, default: Int.max] {
                dist[edge.to] = nd
                prev[edge.to] = node
                queue.push((edge.to, nd))
            }
        }
    }
    guard let total = dist[target] else { return nil }
    var path = [target]
    while let p = prev[path.last!] { path.append(p) }
    return (total, path.reversed())
}

for target in ["b", "c", "d", "e", "f"] {
    if let result = dijkstra(from: "a", to: target) {
        print("a -> \(target): \(result.distance) via \(result.path.joined(separator: " -> "))")
    }
}
print(dijkstra(from: "e", to: "a") as Any)
print(dijkstra(from: "a", to: "e").map { $0.path.count } ?? -1)
var pq = PriorityQueue<Int>(sort: >)
[5, 1, 8, 3, 9, 2].forEach { pq.push($0) }
var drained: [Int] = []
while let x = pq.pop() { drained.append(x) }
print(drained, pq.isEmpty, pq.count)

// expect: a -> b: 7 via a -> b
// expect: a -> c: 9 via a -> c
// expect: a -> d: 20 via a -> c -> d
// expect: a -> e: 26 via a -> c -> d -> e
// expect: a -> f: 11 via a -> c -> f
// expect: nil
// expect: 4
// expect: [9, 8, 5, 3, 2, 1] true 0
