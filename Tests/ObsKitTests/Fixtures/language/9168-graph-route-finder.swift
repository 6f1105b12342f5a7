// graph-route-finder
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Graph {
    private(set) var edges: [String: [(to: String, km: Int)]] = [:]

    mutating func connect(_ a: String, _ b: String, km: Int) {
        edges[a, default: []].append((b, km))
        edges[b, default: []].append((a, km))
    }

    func neighbors(of city: String) -> [String] {
        (edges[city] ?? []).map(\.to).sorted()
    }

    func fewestHops(from start: String, to goal: String) -> [String]? {
        var queue = [start]
        var cameFrom: [String: String] = [:]
        var visited: Set<String> = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            if current == goal {
                var path = [goal]
                while let prev = cameFrom[path[0]] { path.insert(prev, at: 0) }
                return path
            }
            for next in neighbors(of: current) where !visited.contains(next) {
                visited.insert(next)
                cameFrom[next] = current
                queue.append(next)
            }
        }
        return nil
    }

    func shortestDistance(from start: String, to goal: String) -> (Int, [String])? {
        var dist: [String: Int] = [start: 0]
        var prev: [String: String] = [:]
        var unvisited = Set(edges.keys)
        while let current = unvisited.filter({ dist[$0] != nil }).min(by: { (dist[$0]!, $0) < (dist[$1]!, $1) }) {
            unvisited.remove(current)
            if current == goal { break }
            for (next, km) in edges[current] ?? [] {
                let candidate = dist[current]! + km
                if candidate < dist[next, default: .max] {
                    dist[next] = candidate
                    prev[next] = current
                }
            }
        }
        guard let total = dist[goal] else { return nil }
        var path = [goal]
        while let p = prev[path[0]] { path.insert(p, at: 0) }
        return (total, path)
    }
}

var g = Graph()
g.connect("Amsterdam", "Berlin", km: 655)
g.connect("Amsterdam", "Brussels", km: 210)
g.connect("Brussels", "Paris", km: 300)
g.connect("Paris", "Lyon", km: 465)
g.connect("Berlin", "Prague", km: 350)
g.connect("Prague", "Vienna", km: 330)
g.connect("Lyon", "Milan", km: 440)
g.connect("Vienna", "Milan", km: 870)
g.connect("Brussels", "Berlin", km: 765)
g.connect("Oslo", "Bergen", km: 460)

print(g.neighbors(of: "Brussels"))
print(g.fewestHops(from: "Amsterdam", to: "Milan")?.joined(separator: " > ") ?? "none")
if let (km, path) = g.shortestDistance(from: "Amsterdam", to: "Milan") {
    print(km, path.joined(separator: " > "))
}
if let (km, path) = g.shortestDistance(from: "Paris", to: "Vienna") {
    print(km, path)
}
print(g.fewestHops(from: "Paris", to: "Oslo") as Any)
print(g.shortestDistance(from: "Oslo", to: "Bergen").map { "\($0.0) km" } ?? "unreachable")
// expect: ["Amsterdam", "Berlin", "Paris"]
// expect: Amsterdam > Berlin > Prague > Vienna > Milan
// expect: 1415 Amsterdam > Brussels > Paris > Lyon > Milan
// expect: 1745 ["Paris", "Brussels", "Berlin", "Prague", "Vienna"]
// expect: nil
// expect: 460 km
