// App code style: route planner using Dijkstra over a city road map
struct Edge { let to: String; let minutes: Int }

struct RoadMap {
    private var adjacency: [String: [Edge]] = [:]

    mutating func addRoad(_ a: String, _ b: String, _ minutes: Int, oneWay: Bool = false) {
        adjacency[a, default: []].append(Edge(to: b, minutes: minutes))
        if !oneWay { adjacency[b, default: []].append(Edge(to: a, minutes: minutes)) }
    }

    var cities: [String] { Array(Set(adjacency.keys).union(adjacency.values.flatMap { $0.map(\.to) })).sorted() }

    func shortest(from start: String, to goal: String) -> (minutes: Int, path: [String])? {
        var dist: [String: Int] = [start: 0]
        var prev: [String: String] = [:]
        var done = Set<String>()
        while true {
            let frontier = dist.filter { !done.contains($0.key) }
            guard let (city, d) = frontier.min(by: { ($0.value, $0.key) < ($1.value, $1.key) }) else { break }
            if city == goal { break }
            done.insert(city)
            for e in adjacency[city] ?? [] where !done.contains(e.to) {
                let nd = d + e.minutes
                if nd < dist[e.to] ?? Int.max {
                    dist[e.to] = nd
                    prev[e.to] = city
                }
            }
        }
        guard let total = dist[goal] else { return nil }
        var path = [goal]
        while let p = prev[path[0]] { path.insert(p, at: 0) }
        return (total, path)
    }
}

var map = RoadMap()
map.addRoad("Ashford", "Brook", 7)
map.addRoad("Ashford", "Cole", 9)
map.addRoad("Ashford", "Fenwick", 14)
map.addRoad("Brook", "Cole", 10)
map.addRoad("Brook", "Dale", 15)
map.addRoad("Cole", "Dale", 11)
map.addRoad("Cole", "Fenwick", 2)
map.addRoad("Dale", "Eston", 6)
map.addRoad("Eston", "Fenwick", 9)
map.addRoad("Eston", "Gray", 3, oneWay: true)
print("cities: \(map.cities.joined(separator: ", "))")
for (a, b) in [("Ashford", "Eston"), ("Brook", "Fenwick"), ("Gray", "Ashford"), ("Dale", "Gray"), ("Cole", "Cole")] {
    if let r = map.shortest(from: a, to: b) {
        print("\(a) -> \(b): \(r.minutes) min via \(r.path.joined(separator: " > "))")
    } else {
        print("\(a) -> \(b): unreachable")
    }
}
// expect: cities: Ashford, Brook, Cole, Dale, Eston, Fenwick, Gray
// expect: Ashford -> Eston: 20 min via Ashford > Cole > Fenwick > Eston
// expect: Brook -> Fenwick: 12 min via Brook > Cole > Fenwick
// expect: Gray -> Ashford: unreachable
// expect: Dale -> Gray: 9 min via Dale > Eston > Gray
// expect: Cole -> Cole: 0 min via Cole
