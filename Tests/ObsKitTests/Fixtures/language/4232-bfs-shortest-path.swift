// App code style: breadth-first search over an adjacency list to find shortest routes
struct Graph {
    private var adjacency: [String: [String]] = [:]

    mutating func addEdge(_ a: String, _ b: String) {
        adjacency[a, default: []].append(b)
        adjacency[b, default: []].append(a)
    }

    var nodes: [String] {
        adjacency.keys.sorted()
    }

    func neighbors(of node: String) -> [String] {
        (adjacency[node] ?? []).sorted()
    }

    func shortestPath(from start: String, to goal: String) -> [String]? {
        guard adjacency[start] != nil, adjacency[goal] != nil else { return nil }
        var queue = [start]
        var head = 0
        var parent: [String: String] = [:]
        var visited: Set<String> = [start]
        while head < queue.count {
            let node = queue[head]
            head += 1
            if node == goal { break }
            for next in neighbors(of: node) where !visited.contains(next) {
                visited.insert(next)
                parent[next] = node
                queue.append(next)
            }
        }
        guard visited.contains(goal) else { return nil }
        var path = [goal]
        var cursor = goal
        while let p = parent[cursor] {
            path.append(p)
            cursor = p
        }
        return path.reversed()
    }

    func distances(from start: String) -> [String: Int] {
        var dist = [start: 0]
        var queue = [start]
        while !queue.isEmpty {
            let node = queue.removeFirst()
            for next in neighbors(of: node) where dist[next] == nil {
                dist[next] = dist[node]! + 1
                queue.append(next)
            }
        }
        return dist
    }
}

var metro = Graph()
let lines: [(String, String)] = [
    ("Central", "Harbor"), ("Central", "Market"), ("Market", "Museum"),
    ("Harbor", "Docks"), ("Docks", "Airport"), ("Museum", "Airport"),
    ("Market", "Park"), ("Park", "Stadium"), ("Zoo", "Garden"),
]
for (a, b) in lines {
    metro.addEdge(a, b)
}

print("Stations: \(metro.nodes.count)")
for node in metro.nodes {
    print("  \(node) -> \(metro.neighbors(of: node).joined(separator: ", "))")
}

let trips = [("Central", "Airport"), ("Stadium", "Docks"), ("Zoo", "Central"), ("Park", "Park"), ("Nowhere", "Park")]
for (from, to) in trips {
    if let path = metro.shortestPath(from: from, to: to) {
        print("\(from) to \(to): \(path.joined(separator: " > ")) [\(path.count - 1) stops]")
    } else {
        print("\(from) to \(to): unreachable")
    }
}

let dist = metro.distances(from: "Central")
let grouped = Dictionary(grouping: dist.keys, by: { dist[$0]! })
for level in grouped.keys.sorted() {
    print("Ring \(level): \(grouped[level]!.sorted())")
}
let unreachable = metro.nodes.filter { dist[$0] == nil }
print("Not connected to Central: \(unreachable)")

// expect: Stations: 10
// expect:   Airport -> Docks, Museum
// expect:   Central -> Harbor, Market
// expect:   Docks -> Airport, Harbor
// expect:   Garden -> Zoo
// expect:   Harbor -> Central, Docks
// expect:   Market -> Central, Museum, Park
// expect:   Museum -> Airport, Market
// expect:   Park -> Market, Stadium
// expect:   Stadium -> Park
// expect:   Zoo -> Garden
// expect: Central to Airport: Central > Harbor > Docks > Airport [3 stops]
// expect: Stadium to Docks: Stadium > Park > Market > Central > Harbor > Docks [5 stops]
// expect: Zoo to Central: unreachable
// expect: Park to Park: Park [0 stops]
// expect: Nowhere to Park: unreachable
// expect: Ring 0: ["Central"]
// expect: Ring 1: ["Harbor", "Market"]
// expect: Ring 2: ["Docks", "Museum", "Park"]
// expect: Ring 3: ["Airport", "Stadium"]
// expect: Not connected to Central: ["Garden", "Zoo"]
