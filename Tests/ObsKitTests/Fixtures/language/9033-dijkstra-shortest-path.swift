// Dijkstra's shortest paths on a weighted directed graph with path reconstruction
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Edge {
    let to: String
    let weight: Int
}

struct WeightedGraph {
    var edges: [String: [Edge]] = [:]

    mutating func connect(_ from: String, _ to: String, _ weight: Int) {
        edges[from, default: []].append(Edge(to: to, weight: weight))
        if edges[to] == nil { edges[to] = [] }
    }

    func shortestPaths(from source: String) -> (dist: [String: Int], prev: [String: String]) {
        var dist: [String: Int] = [source: 0]
        var prev: [String: String] = [:]
        var unvisited = Set(edges.keys)
        while true {
            let candidates = unvisited.compactMap { v in dist[v].map { (v, $0) } }
            guard let (u, d) = candidates.min(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }) else { break }
            unvisited.remove(u)
            for e in edges[u] ?? [] where unvisited.contains(e.to) {
                let alt = d + e.weight
                if alt < dist[e.to, default: .max] {
                    dist[e.to] = alt
                    prev[e.to] = u
                }
            }
        }
        return (dist, prev)
    }

    func path(from source: String, to target: String) -> (cost: Int, route: [String])? {
        let (dist, prev) = shortestPaths(from: source)
        guard let cost = dist[target] else { return nil }
        var route = [target]
        var cur = target
        while let p = prev[cur] {
            route.append(p)
            cur = p
        }
        return (cost, route.reversed())
    }
}

var city = WeightedGraph()
let roads: [(String, String, Int)] = [
    ("Home", "Cafe", 4), ("Home", "Park", 1), ("Park", "Cafe", 2),
    ("Cafe", "Office", 5), ("Park", "Mall", 8), ("Mall", "Office", 1),
    ("Cafe", "Mall", 3), ("Office", "Gym", 2),
]
for (a, b, w) in roads { city.connect(a, b, w) }

let (dist, _) = city.shortestPaths(from: "Home")
for place in dist.keys.sorted() {
    print("\(place): \(dist[place]!)")
}
for target in ["Office", "Gym", "Home"] {
    if let (cost, route) = city.path(from: "Home", to: target) {
        print("Home -> \(target): \(route.joined(separator: " > ")) (\(cost))")
    }
}
print(city.path(from: "Gym", to: "Home").map { "\($0.cost)" } ?? "no route from Gym")
// expect: Cafe: 3
// expect: Gym: 9
// expect: Home: 0
// expect: Mall: 6
// expect: Office: 7
// expect: Park: 1
// expect: Home -> Office: Home > Park > Cafe > Mall > Office (7)
// expect: Home -> Gym: Home > Park > Cafe > Mall > Office > Gym (9)
// expect: Home -> Home: Home (0)
// expect: no route from Gym
