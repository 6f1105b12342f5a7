// App code style: Dijkstra shortest paths over a weighted delivery network with a min-heap
struct MinHeap<T> {
    private var items: [(priority: Int, value: T)] = []
    var isEmpty: Bool { items.isEmpty }

    mutating func insert(_ value: T, priority: Int) {
        items.append((priority, value))
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if items[p].priority <= items[i].priority { break }
            items.swapAt(p, i)
            i = p
        }
    }

    mutating func popMin() -> (priority: Int, value: T)? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let result = items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < items.count, items[l].priority < items[m].priority { m = l }
            if r < items.count, items[r].priority < items[m].priority { m = r }
            if m == i { break }
            items.swapAt(i, m)
            i = m
        }
        return result
    }
}

struct Edge {
    let to: String
    let minutes: Int
}

struct RoadMap {
    var roads: [String: [Edge]] = [:]

    mutating func connect(_ a: String, _ b: String, minutes: Int) {
        roads[a, default: []].append(Edge(to: b, minutes: minutes))
        roads[b, default: []].append(Edge(to: a, minutes: minutes))
    }

    func shortest(from source: String) -> (dist: [String: Int], prev: [String: String]) {
        var dist: [String: Int] = [source: 0]
        var prev: [String: String] = [:]
        var heap = MinHeap<String>()
        heap.insert(source, priority: 0)
        while let (d, node) = heap.popMin() {
            if d > dist[node, default: Int.max] { continue }
            for edge in roads[node] ?? [] {
                let candidate = d + edge.minutes
                if candidate < dist[edge.to, default: Int.max] {
                    dist[edge.to] = candidate
                    prev[edge.to] = node
                    heap.insert(edge.to, priority: candidate)
                }
            }
        }
        return (dist, prev)
    }

    func route(from a: String, to b: String) -> (path: [String], minutes: Int)? {
        let result = shortest(from: a)
        guard let total = result.dist[b] else { return nil }
        var path = [b]
        while let p = result.prev[path.last!] { path.append(p) }
        return (path.reversed(), total)
    }
}

var map = RoadMap()
map.connect("Warehouse", "North", minutes: 7)
map.connect("Warehouse", "East", minutes: 9)
map.connect("Warehouse", "Harbor", minutes: 14)
map.connect("North", "East", minutes: 10)
map.connect("North", "Hill", minutes: 15)
map.connect("East", "Hill", minutes: 11)
map.connect("East", "Harbor", minutes: 2)
map.connect("Hill", "Mall", minutes: 6)
map.connect("Harbor", "Mall", minutes: 9)
map.connect("Island", "Ferry", minutes: 30)

let (dist, _) = map.shortest(from: "Warehouse")
for stop in dist.keys.sorted(by: { (dist[$0]!, $0) < (dist[$1]!, $1) }) {
    print("\(stop): \(dist[stop]!) min")
}

let deliveries = [("Warehouse", "Mall"), ("North", "Harbor"), ("Mall", "North"), ("Warehouse", "Island")]
for (from, to) in deliveries {
    if let r = map.route(from: from, to: to) {
        print("\(from) -> \(to): \(r.path.joined(separator: " -> ")) (\(r.minutes) min)")
    } else {
        print("\(from) -> \(to): no route")
    }
}

var heap = MinHeap<String>()
for (word, p) in [("c", 3), ("a", 1), ("e", 5), ("b", 2), ("d", 4)] { heap.insert(word, priority: p) }
var drained: [String] = []
while let item = heap.popMin() { drained.append("\(item.value)\(item.priority)") }
print(drained.joined(separator: " "))

// expect: Warehouse: 0 min
// expect: North: 7 min
// expect: East: 9 min
// expect: Harbor: 11 min
// expect: Hill: 20 min
// expect: Mall: 20 min
// expect: Warehouse -> Mall: Warehouse -> East -> Harbor -> Mall (20 min)
// expect: North -> Harbor: North -> East -> Harbor (12 min)
// expect: Mall -> North: Mall -> Hill -> North (21 min)
// expect: Warehouse -> Island: no route
// expect: a1 b2 c3 d4 e5
