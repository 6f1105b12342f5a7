// Kata style (network cabling): union-find with path compression and Kruskal's minimum spanning tree
struct DisjointSet {
    private var parent: [Int]
    private var rank: [Int]
    private(set) var components: Int

    init(count: Int) {
        parent = Array(0..<count)
        rank = Array(repeating: 0, count: count)
        components = count
    }

    mutating func find(_ x: Int) -> Int {
        if parent[x] != x { parent[x] = find(parent[x]) }
        return parent[x]
    }

    @discardableResult
    mutating func union(_ a: Int, _ b: Int) -> Bool {
        var (ra, rb) = (find(a), find(b))
        if ra == rb { return false }
        if rank[ra] < rank[rb] { swap(&ra, &rb) }
        parent[rb] = ra
        if rank[ra] == rank[rb] { rank[ra] += 1 }
        components -= 1
        return true
    }
}

let buildings = ["Hall", "Lab", "Gym", "Library", "Cafe", "Dorm"]
let cables = """
Hall-Lab 7
Hall-Gym 9
Hall-Dorm 14
Lab-Gym 10
Lab-Library 15
Gym-Library 11
Gym-Dorm 2
Library-Cafe 6
Cafe-Dorm 9
"""

let index = Dictionary(uniqueKeysWithValues: buildings.enumerated().map { ($1, $0) })
let edges = cables.split(separator: "\n").map { line -> (Int, Int, Int) in
    let parts = line.split(separator: " ")
    let ends = parts[0].split(separator: "-").map { index[String($0)]! }
    return (ends[0], ends[1], Int(parts[1])!)
}

var sets = DisjointSet(count: buildings.count)
var total = 0
for (a, b, cost) in edges.sorted(by: { ($0.2, $0.0, $0.1) < ($1.2, $1.0, $1.1) }) {
    if sets.union(a, b) {
        total += cost
        print("lay \(buildings[a])-\(buildings[b]) cost \(cost) (components left \(sets.components))")
    } else {
        print("skip \(buildings[a])-\(buildings[b]) cost \(cost)")
    }
}
print("Minimum cabling cost: \(total)")
let allCost = edges.reduce(0) { $0 + $1.2 }
print("Saved versus all cables: \(allCost - total)")

var friends = DisjointSet(count: 10)
for (a, b) in [(0, 1), (2, 3), (1, 3), (5, 6), (7, 7), (8, 9), (9, 5)] { friends.union(a, b) }
var circles: [Int: [Int]] = [:]
for person in 0..<10 { circles[friends.find(person), default: []].append(person) }
let listed = circles.values.map { $0.sorted() }.sorted { ($0.count, $1.first!) > ($1.count, $0.first!) }
print("Friend circles: \(friends.components) -> \(listed)")

// expect: lay Gym-Dorm cost 2 (components left 5)
// expect: lay Library-Cafe cost 6 (components left 4)
// expect: lay Hall-Lab cost 7 (components left 3)
// expect: lay Hall-Gym cost 9 (components left 2)
// expect: lay Cafe-Dorm cost 9 (components left 1)
// expect: skip Lab-Gym cost 10
// expect: skip Gym-Library cost 11
// expect: skip Hall-Dorm cost 14
// expect: skip Lab-Library cost 15
// expect: Minimum cabling cost: 33
// expect: Saved versus all cables: 50
// expect: Friend circles: 4 -> [[0, 1, 2, 3], [5, 6, 8, 9], [4], [7]]
