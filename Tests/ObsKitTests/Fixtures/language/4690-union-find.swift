// App code style: union-find for grouping accounts and Kruskal's minimum spanning tree
struct UnionFind {
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
        let ra = find(a), rb = find(b)
        if ra == rb { return false }
        if rank[ra] < rank[rb] {
            parent[ra] = rb
        } else if rank[ra] > rank[rb] {
            parent[rb] = ra
        } else {
            parent[rb] = ra
            rank[ra] += 1
        }
        components -= 1
        return true
    }

    mutating func connected(_ a: Int, _ b: Int) -> Bool { find(a) == find(b) }
}

// Generic wrapper keyed by Hashable labels.
struct DisjointSet<T: Hashable> {
    private var index: [T: Int] = [:]
    private var labels: [T] = []
    private var uf = UnionFind(count: 0)

    private mutating func id(_ x: T) -> Int {
        if let i = index[x] { return i }
        let i = labels.count
        index[x] = i
        labels.append(x)
        var fresh = UnionFind(count: i + 1)
        for j in 0..<i { fresh.union(j, uf.find(j)) }
        uf = fresh
        return i
    }
    mutating func union(_ a: T, _ b: T) { let i = id(a), j = id(b); uf.union(i, j) }
    mutating func groups() -> [[T]] {
        var byRoot: [Int: [T]] = [:]
        for (i, label) in labels.enumerated() { byRoot[uf.find(i), default: []].append(label) }
        return Array(byRoot.values)
    }
}

var uf = UnionFind(count: 8)
uf.union(0, 1); uf.union(2, 3); uf.union(1, 3); uf.union(5, 6)
print("components:", uf.components)
print("0~3:", uf.connected(0, 3), "0~5:", uf.connected(0, 5), "again:", uf.union(0, 2))

var accounts = DisjointSet<String>()
let sharedEmails = [("ann@x", "ann@y"), ("bob@x", "bob@z"), ("ann@y", "ann@w"), ("cat@x", "cat@x"), ("bob@z", "b@q")]
for (a, b) in sharedEmails { accounts.union(a, b) }
let groups = accounts.groups().map { $0.sorted() }.sorted { $0[0] < $1[0] }
for g in groups { print("group:", g.joined(separator: " ")) }

struct WeightedEdge { let u: Int, v: Int, w: Int }
func kruskal(nodes: Int, edges: [WeightedEdge]) -> (total: Int, used: [WeightedEdge]) {
    var sets = UnionFind(count: nodes)
    var used: [WeightedEdge] = []
    for e in edges.sorted(by: { ($0.w, $0.u, $0.v) < ($1.w, $1.u, $1.v) }) where sets.union(e.u, e.v) {
        used.append(e)
    }
    return (used.reduce(0) { $0 + $1.w }, used)
}
let mst = kruskal(nodes: 5, edges: [
    WeightedEdge(u: 0, v: 1, w: 4), WeightedEdge(u: 0, v: 2, w: 3), WeightedEdge(u: 1, v: 2, w: 1),
    WeightedEdge(u: 1, v: 3, w: 2), WeightedEdge(u: 2, v: 3, w: 4), WeightedEdge(u: 3, v: 4, w: 2),
    WeightedEdge(u: 2, v: 4, w: 5),
])
print("MST weight:", mst.total)
print(mst.used.map { "\($0.u)-\($0.v):\($0.w)" }.joined(separator: ", "))

func countIslands(_ grid: [String]) -> Int {
    let rows = grid.map(Array.init), h = rows.count, w = rows[0].count
    var sets = UnionFind(count: h * w)
    var water = 0
    for r in 0..<h {
        for c in 0..<w {
            if rows[r][c] == "." { water += 1; continue }
            if r + 1 < h && rows[r + 1][c] == "#" { sets.union(r * w + c, (r + 1) * w + c) }
            if c + 1 < w && rows[r][c + 1] == "#" { sets.union(r * w + c, r * w + c + 1) }
        }
    }
    return sets.components - water
}
print("islands:", countIslands(["##..#", "#...#", "..#..", "....#"]))

// expect: components: 4
// expect: 0~3: true 0~5: false again: false
// expect: group: ann@w ann@x ann@y
// expect: group: b@q bob@x bob@z
// expect: group: cat@x
// expect: MST weight: 8
// expect: 1-2:1, 1-3:2, 3-4:2, 0-2:3
// expect: islands: 4
