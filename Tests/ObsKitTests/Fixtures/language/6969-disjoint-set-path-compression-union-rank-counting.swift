// LeetCode style (union-find): disjoint set with path compression and union by rank, counting connected components, finding a redundant edge, and accounts grouping
class UnionFind {
    private(set) var parent: [Int]
    private var rank: [Int]
    private(set) var components: Int

    init(_ n: Int) {
        parent = Array(0..<n)
        rank = Array(repeating: 0, count: n)
        components = n
    }

    func find(_ x: Int) -> Int {
        if parent[x] != x {
            parent[x] = find(parent[x])
        }
        return parent[x]
    }

    @discardableResult
    func union(_ a: Int, _ b: Int) -> Bool {
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
}

class Solution {
    func countComponents(_ n: Int, _ edges: [[Int]]) -> Int {
        let uf = UnionFind(n)
        edges.forEach { uf.union($0[0], $0[1]) }
        return uf.components
    }

    func findRedundantConnection(_ edges: [[Int]]) -> [Int] {
        let uf = UnionFind(edges.count + 1)
        for edge in edges where !uf.union(edge[0], edge[1]) {
            return edge
        }
        return []
    }

    func groups(_ n: Int, _ pairs: [(Int, Int)]) -> [[Int]] {
        let uf = UnionFind(n)
        for (a, b) in pairs { uf.union(a, b) }
        var buckets = [Int: [Int]]()
        for i in 0..<n { buckets[uf.find(i), default: []].append(i) }
        return buckets.values.sorted { $0[0] < $1[0] }
    }
}

let sol = Solution()
print(sol.countComponents(5, [[0, 1], [1, 2], [3, 4]]))
print(sol.countComponents(5, [[0, 1], [1, 2], [2, 3], [3, 4]]))
print(sol.countComponents(4, []))
print(sol.findRedundantConnection([[1, 2], [1, 3], [2, 3]]))
print(sol.findRedundantConnection([[1, 2], [2, 3], [3, 4], [1, 4], [1, 5]]))
print(sol.groups(7, [(0, 3), (5, 6), (3, 4), (1, 6)]))

// expect: 2
// expect: 1
// expect: 4
// expect: [2, 3]
// expect: [1, 4]
// expect: [[0, 3, 4], [1, 5, 6], [2]]
