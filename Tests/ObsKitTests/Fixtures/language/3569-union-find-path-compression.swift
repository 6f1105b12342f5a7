// App code style: union-find with path compression and union by rank, counting components
final class DisjointSet {
    private var parent: [Int]
    private var rank: [Int]
    private(set) var components: Int
    init(_ n: Int) { parent = Array(0..<n); rank = Array(repeating: 0, count: n); components = n }
    func find(_ x: Int) -> Int {
        if parent[x] != x { parent[x] = find(parent[x]) }
        return parent[x]
    }
    @discardableResult
    func union(_ a: Int, _ b: Int) -> Bool {
        var ra = find(a), rb = find(b)
        if ra == rb { return false }
        if rank[ra] < rank[rb] { swap(&ra, &rb) }
        parent[rb] = ra
        if rank[ra] == rank[rb] { rank[ra] += 1 }
        components -= 1
        return true
    }
}

let ds = DisjointSet(10)
let edges = [(0, 1), (2, 3), (1, 3), (4, 5), (0, 2), (7, 8), (8, 9), (9, 7)]
for (a, b) in edges {
    let merged = ds.union(a, b)
    print("union(\(a),\(b)) \(merged ? "merged" : "cycle"), components=\(ds.components)")
}
var groups: [Int: [Int]] = [:]
for i in 0..<10 { groups[ds.find(i), default: []].append(i) }
let sortedGroups = groups.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
print(sortedGroups)

// Kruskal minimum spanning tree
let weighted = [(1, 0, 1, "ab"), (4, 1, 2, "bc"), (3, 0, 2, "ac"), (2, 2, 3, "cd"), (5, 1, 3, "bd")]
let mst = DisjointSet(4)
var total = 0
var chosen: [String] = []
for (w, u, v, label) in weighted.sorted(by: { $0.0 < $1.0 }) where mst.union(u, v) {
    total += w
    chosen.append(label)
}
print("mst \(chosen) weight \(total)")
// expect: union(0,1) merged, components=9
// expect: union(2,3) merged, components=8
// expect: union(1,3) merged, components=7
// expect: union(4,5) merged, components=6
// expect: union(0,2) cycle, components=6
// expect: union(7,8) merged, components=5
// expect: union(8,9) merged, components=4
// expect: union(9,7) cycle, components=4
// expect: [[0, 1, 2, 3], [4, 5], [6], [7, 8, 9]]
// expect: mst ["ab", "cd", "ac"] weight 6
