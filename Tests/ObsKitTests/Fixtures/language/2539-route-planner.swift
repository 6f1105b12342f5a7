// Puzzle style: shortest routes between named towns — Dijkstra with a sorted-array queue and path reconstruction
let roads = """
Amsterdam-Berlin: 7
Amsterdam-Cologne: 9
Amsterdam-Frankfurt: 14
Berlin-Cologne: 10
Berlin-Dresden: 15
Cologne-Dresden: 11
Cologne-Frankfurt: 2
Dresden-Essen: 6
Essen-Frankfurt: 9
Geneva-Hamburg: 4
"""

var graph: [String: [(to: String, cost: Int)]] = [:]
for line in roads.split(separator: "\n") {
    let halves = line.split(separator: ":")
    let towns = halves[0].split(separator: "-").map(String.init)
    guard let cost = Int(halves[1].drop(while: { $0 == " " })) else { continue }
    graph[towns[0], default: []].append((towns[1], cost))
    graph[towns[1], default: []].append((towns[0], cost))
}

struct QueueEntry { let cost: Int; let town: String }

func shortestPaths(from start: String) -> (dist: [String: Int], previous: [String: String]) {
    var dist = [start: 0]
    var previous: [String: String] = [:]
    var queue = [QueueEntry(cost: 0, town: start)]
    var settled = Set<String>()
    while !queue.isEmpty {
        let current = queue.removeFirst()
        guard settled.insert(current.town).inserted else { continue }
        for edge in graph[current.town, default: []] {
            let candidate = current.cost + edge.cost
            if candidate < dist[edge.to, default: .max] {
                dist[edge.to] = candidate
                previous[edge.to] = current.town
                let entry = QueueEntry(cost: candidate, town: edge.to)
                let slot = queue.firstIndex { ($0.cost, $0.town) > (entry.cost, entry.town) } ?? queue.endIndex
                queue.insert(entry, at: slot)
            }
        }
    }
    return (dist, previous)
}

func path(to target: String, using previous: [String: String]) -> [String] {
    var route = [target]
    while let step = previous[route.last!] { route.append(step) }
    return route.reversed()
}

let (dist, previous) = shortestPaths(from: "Amsterdam")
for town in graph.keys.sorted() {
    if let d = dist[town] {
        print("\(town): \(d) via \(path(to: town, using: previous).joined(separator: " > "))")
    } else {
        print("\(town): unreachable")
    }
}

let towns = graph.keys.sorted()
var matrix = Array(repeating: Array(repeating: Int.max / 2, count: towns.count), count: towns.count)
let index = Dictionary(uniqueKeysWithValues: towns.enumerated().map { ($1, $0) })
for (town, edges) in graph {
    matrix[index[town]!][index[town]!] = 0
    for edge in edges { matrix[index[town]!][index[edge.to]!] = edge.cost }
}
for k in towns.indices { for i in towns.indices { for j in towns.indices {
    matrix[i][j] = min(matrix[i][j], matrix[i][k] + matrix[k][j])
} } }
let agree = towns.allSatisfy { matrix[index["Amsterdam"]!][index[$0]!] == dist[$0, default: Int.max / 2] }
print("Floyd-Warshall agrees: \(agree)")
let farthest = dist.max { ($0.value, $1.key) < ($1.value, $0.key) }!
print("Farthest from Amsterdam: \(farthest.key) at \(farthest.value)")
print("Degree: " + towns.map { "\($0.prefix(1))\(graph[$0]!.count)" }.joined(separator: " "))
// expect: Amsterdam: 0 via Amsterdam
// expect: Berlin: 7 via Amsterdam > Berlin
// expect: Cologne: 9 via Amsterdam > Cologne
// expect: Dresden: 20 via Amsterdam > Cologne > Dresden
// expect: Essen: 20 via Amsterdam > Cologne > Frankfurt > Essen
// expect: Frankfurt: 11 via Amsterdam > Cologne > Frankfurt
// expect: Geneva: unreachable
// expect: Hamburg: unreachable
// expect: Floyd-Warshall agrees: true
// expect: Farthest from Amsterdam: Dresden at 20
// expect: Degree: A3 B3 C4 D3 E2 F3 G1 H1
