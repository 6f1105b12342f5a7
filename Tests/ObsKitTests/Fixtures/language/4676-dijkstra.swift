// App code style: weighted routes between cities with Dijkstra's algorithm
struct Edge {
    let to: String
    let weight: Int
}

struct WeightedGraph {
    var edges: [String: [Edge]] = [:]

    mutating func connect(_ a: String, _ b: String, _ w: Int, bidirectional: Bool = true) {
        edges[a, default: []].append(Edge(to: b, weight: w))
        if bidirectional {
            edges[b, default: []].append(Edge(to: a, weight: w))
        } else if edges[b] == nil {
            edges[b] = []
        }
    }

    // Simple O(V^2) Dijkstra; ties broken by name so output is stable.
    func dijkstra(from source: String) -> (dist: [String: Int], prev: [String: String]) {
        var dist: [String: Int] = [source: 0]
        var prev: [String: String] = [:]
        var done = Set<String>()
        while true {
            let candidates = dist.filter { !done.contains($0.key) }
            guard let (u, du) = candidates.min(by: { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }) else {
                break
            }
            done.insert(u)
            for e in edges[u] ?? [] {
                let alt = du + e.weight
                if alt < dist[e.to] ?? Int.max {
                    dist[e.to] = alt
                    prev[e.to] = u
                }
            }
        }
        return (dist, prev)
    }

    func path(from a: String, to b: String) -> (cost: Int, route: [String])? {
        let (dist, prev) = dijkstra(from: a)
        guard let cost = dist[b] else { return nil }
        var route = [b]
        var cur = b
        while let p = prev[cur] {
            route.append(p)
            cur = p
        }
        return (cost, route.reversed())
    }
}

var map = WeightedGraph()
map.connect("Amsterdam", "Berlin", 6)
map.connect("Amsterdam", "Paris", 5)
map.connect("Paris", "Berlin", 10)
map.connect("Berlin", "Prague", 4)
map.connect("Paris", "Zurich", 6)
map.connect("Zurich", "Prague", 7)
map.connect("Prague", "Vienna", 3)
map.connect("Zurich", "Vienna", 11)
map.connect("Vienna", "Budapest", 3)
map.connect("Oslo", "Stockholm", 6)

let (dist, _) = map.dijkstra(from: "Amsterdam")
for city in dist.keys.sorted() {
    print(city.padding(10), dist[city]!)
}
for (a, b) in [("Amsterdam", "Budapest"), ("Paris", "Prague"), ("Zurich", "Berlin"), ("Amsterdam", "Oslo")] {
    if let (cost, route) = map.path(from: a, to: b) {
        print("\(a) -> \(b): \(cost) via \(route.joined(separator: " > "))")
    } else {
        print("\(a) -> \(b): unreachable")
    }
}

var dag = WeightedGraph()
dag.connect("s", "a", 1, bidirectional: false)
dag.connect("s", "b", 4, bidirectional: false)
dag.connect("a", "b", 2, bidirectional: false)
dag.connect("b", "t", 1, bidirectional: false)
dag.connect("a", "t", 6, bidirectional: false)
let r = dag.path(from: "s", to: "t")!
print("s->t", r.cost, r.route)
print("t->s", dag.path(from: "t", to: "s") == nil ? "none" : "some")

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: ".", count: width - count)
    }
}

// expect: Amsterdam. 0
// expect: Berlin.... 6
// expect: Budapest.. 16
// expect: Paris..... 5
// expect: Prague.... 10
// expect: Vienna.... 13
// expect: Zurich.... 11
// expect: Amsterdam -> Budapest: 16 via Amsterdam > Berlin > Prague > Vienna > Budapest
// expect: Paris -> Prague: 13 via Paris > Zurich > Prague
// expect: Zurich -> Berlin: 11 via Zurich > Prague > Berlin
// expect: Amsterdam -> Oslo: unreachable
// expect: s->t 4 ["s", "a", "b", "t"]
// expect: t->s none
