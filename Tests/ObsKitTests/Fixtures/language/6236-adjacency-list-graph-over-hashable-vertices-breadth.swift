// Algorithm Club style (graph traversal): an adjacency-list graph over Hashable vertices with breadth-first distances, depth-first order and a shortest path
struct Graph<V: Hashable & Comparable> {
    private(set) var adjacency: [V: [V]] = [:]

    mutating func addEdge(_ a: V, _ b: V, directed: Bool = false) {
        adjacency[a, default: []].append(b)
        if !directed { adjacency[b, default: []].append(a) }
        else if adjacency[b] == nil { adjacency[b] = [] }
    }

    func neighbors(of v: V) -> [V] { (adjacency[v] ?? []).sorted() }

    func breadthFirst(from start: V) -> [(V, Int)] {
        var distance: [V: Int] = [start: 0]
        var queue = [start]
        var order: [(V, Int)] = []
        var head = 0
        while head < queue.count {
            let v = queue[head]; head += 1
            order.append((v, distance[v]!))
            for n in neighbors(of: v) where distance[n] == nil {
                distance[n] = distance[v]! + 1
                queue.append(n)
            }
        }
        return order
    }

    func depthFirst(from start: V) -> [V] {
        var seen: Set<V> = []
        var order: [V] = []
        func visit(_ v: V) {
            guard seen.insert(v).inserted else { return }
            order.append(v)
            neighbors(of: v).forEach(visit)
        }
        visit(start)
        return order
    }

    func path(from a: V, to b: V) -> [V]? {
        var cameFrom: [V: V] = [:]
        var queue = [a]
        var visited: Set<V> = [a]
        while !queue.isEmpty {
            let v = queue.removeFirst()
            if v == b {
                var route = [b]
                while let prev = cameFrom[route.last!] { route.append(prev) }
                return route.reversed()
            }
            for n in neighbors(of: v) where visited.insert(n).inserted {
                cameFrom[n] = v
                queue.append(n)
            }
        }
        return nil
    }
}

var g = Graph<String>()
for (a, b) in [("A", "B"), ("A", "C"), ("B", "D"), ("C", "D"), ("D", "E"), ("F", "G")] { g.addEdge(a, b) }
print(g.breadthFirst(from: "A").map { "\($0.0):\($0.1)" }.joined(separator: " "))
print(g.depthFirst(from: "A"))
print(g.path(from: "A", to: "E") ?? [], g.path(from: "A", to: "G") as Any)
print(g.adjacency.keys.sorted(), g.neighbors(of: "D"))

// expect: A:0 B:1 C:1 D:2 E:3
// expect: ["A", "B", "D", "C", "E"]
// expect: ["A", "B", "D", "E"] nil
// expect: ["A", "B", "C", "D", "E", "F", "G"] ["B", "C", "E"]
