// App code style: route planner using a priority queue for Dijkstra shortest paths
struct Heap<E> {
    private var items: [E] = []
    let less: (E, E) -> Bool
    init(_ less: @escaping (E, E) -> Bool) { self.less = less }
    var isEmpty: Bool { items.isEmpty }
    mutating func insert(_ e: E) {
        items.append(e)
        var c = items.count - 1
        while c > 0 {
            let p = (c - 1) / 2
            guard less(items[c], items[p]) else { break }
            items.swapAt(c, p); c = p
        }
    }
    mutating func popMin() -> E? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let m = items.removeLast()
        var p = 0
        while true {
            var c = 2 * p + 1
            if c >= items.count { break }
            if c + 1 < items.count, less(items[c + 1], items[c]) { c += 1 }
            guard less(items[c], items[p]) else { break }
            items.swapAt(c, p); p = c
        }
        return m
    }
}

struct Graph {
    private var adj: [String: [(to: String, km: Int)]] = [:]
    mutating func road(_ a: String, _ b: String, _ km: Int) {
        adj[a, default: []].append((b, km)); adj[b, default: []].append((a, km))
    }
    func shortest(from src: String, to dst: String) -> (km: Int, path: [String])? {
        var dist = [src: 0], prev: [String: String] = [:]
        var heap = Heap<(Int, String)> { ($0.0, $0.1) < ($1.0, $1.1) }
        heap.insert((0, src))
        while let (d, u) = heap.popMin() {
            if d > dist[u]! { continue }
            if u == dst { break }
            for (v, w) in adj[u] ?? [] where d + w < dist[v, default: .max] {
                dist[v] = d + w; prev[v] = u; heap.insert((d + w, v))
            }
        }
        guard let total = dist[dst] else { return nil }
        var path = [dst]
        while let p = prev[path[0]] { path.insert(p, at: 0) }
        return (total, path)
    }
}

var g = Graph()
g.road("Home", "Mall", 4); g.road("Home", "Park", 2); g.road("Park", "Mall", 1)
g.road("Mall", "Office", 5); g.road("Park", "School", 7); g.road("School", "Office", 1)
g.road("Island", "Pier", 3)
for (a, b) in [("Home", "Office"), ("Home", "Mall"), ("Office", "Park"), ("Home", "Island"), ("Pier", "Island")] {
    if let r = g.shortest(from: a, to: b) { print("\(a) -> \(b): \(r.km) km via \(r.path.joined(separator: "-"))") }
    else { print("\(a) -> \(b): unreachable") }
}
// expect: Home -> Office: 8 km via Home-Park-Mall-Office
// expect: Home -> Mall: 3 km via Home-Park-Mall
// expect: Office -> Park: 6 km via Office-Mall-Park
// expect: Home -> Island: unreachable
// expect: Pier -> Island: 3 km via Pier-Island
