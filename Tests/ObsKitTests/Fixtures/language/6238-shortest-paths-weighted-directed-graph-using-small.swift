// Algorithm Club style (Dijkstra): shortest paths on a weighted directed graph using a small min-heap of (distance, vertex) pairs, with path reconstruction
struct MinHeap<T> {
    var items: [T] = []
    let less: (T, T) -> Bool
    mutating func push(_ x: T) {
        items.append(x)
        var i = items.count - 1
        while i > 0, less(items[i], items[(i - 1) / 2]) {
            items.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }
    mutating func pop() -> T? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        while true {
            var m = i
            for c in [2 * i + 1, 2 * i + 2] where c < items.count && less(items[c], items[m]) { m = c }
            if m == i { return top }
            items.swapAt(i, m)
            i = m
        }
    }
}

struct Edge { let to: String; let weight: Int }

func dijkstra(_ graph: [String: [Edge]], from source: String) -> (dist: [String: Int], prev: [String: String]) {
    var dist = [source: 0]
    var prev: [String: String] = [:]
    var heap = MinHeap<(Int, String)>(less: { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 })
    heap.push((0, source))
    while let (d, u) = heap.pop() {
        if d > dist[u, default: .max] { continue }
        for edge in graph[u] ?? [] {
            let candidate = d + edge.weight
            if candidate < dist[edge.to, default: .max] {
                dist[edge.to] = candidate
                prev[edge.to] = u
                heap.push((candidate, edge.to))
            }
        }
    }
    return (dist, prev)
}

let roads: [String: [Edge]] = [
    "home": [Edge(to: "park", weight: 7), Edge(to: "shop", weight: 2)],
    "shop": [Edge(to: "park", weight: 3), Edge(to: "school", weight: 8)],
    "park": [Edge(to: "school", weight: 1), Edge(to: "lake", weight: 6)],
    "school": [Edge(to: "lake", weight: 2)],
    "island": [Edge(to: "home", weight: 1)],
]
let (dist, prev) = dijkstra(roads, from: "home")
for place in dist.keys.sorted() {
    var path = [place]
    while let p = prev[path[0]] { path.insert(p, at: 0) }
    print(place, dist[place]!, path.joined(separator: ">"))
}
print("island reachable:", dist["island"] != nil)

// expect: home 0 home
// expect: lake 8 home>shop>park>school>lake
// expect: park 5 home>shop>park
// expect: school 6 home>shop>park>school
// expect: shop 2 home>shop
// expect: island reachable: false
