// LeetCode style: union-find with path compression and union by rank (provinces, redundant edge)
struct UnionFind {
    private var parent: [Int]
    private var rank: [Int]
    private(set) var count: Int

    init(_ n: Int) {
        parent = Array(0..<n)
        rank = Array(repeating: 0, count: n)
        count = n
    }

    mutating func find(_ x: Int) -> Int {
        if parent[x] != x {
            parent[x] = find(parent[x])
        }
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
        count -= 1
        return true
    }
}

class Solution {
    func findCircleNum(_ isConnected: [[Int]]) -> Int {
        let n = isConnected.count
        var uf = UnionFind(n)
        for i in 0..<n {
            for j in (i + 1)..<n where isConnected[i][j] == 1 {
                uf.union(i, j)
            }
        }
        return uf.count
    }

    func findRedundantConnection(_ edges: [[Int]]) -> [Int] {
        var uf = UnionFind(edges.count + 1)
        for e in edges {
            if !uf.union(e[0], e[1]) { return e }
        }
        return []
    }

    func validTree(_ n: Int, _ edges: [[Int]]) -> Bool {
        guard edges.count == n - 1 else { return false }
        var uf = UnionFind(n)
        for e in edges where !uf.union(e[0], e[1]) { return false }
        return uf.count == 1
    }
}

let sol = Solution()
print(sol.findCircleNum([[1, 1, 0], [1, 1, 0], [0, 0, 1]]))
print(sol.findCircleNum([[1, 0, 0], [0, 1, 0], [0, 0, 1]]))
print(sol.findCircleNum([[1, 0, 0, 1], [0, 1, 1, 0], [0, 1, 1, 1], [1, 0, 1, 1]]))
print(sol.findRedundantConnection([[1, 2], [1, 3], [2, 3]]))
print(sol.findRedundantConnection([[1, 2], [2, 3], [3, 4], [1, 4], [1, 5]]))
print(sol.validTree(5, [[0, 1], [0, 2], [0, 3], [1, 4]]))
print(sol.validTree(5, [[0, 1], [1, 2], [2, 3], [1, 3], [1, 4]]))
var uf = UnionFind(6)
uf.union(0, 1); uf.union(2, 3); uf.union(1, 3)
print(uf.count, uf.find(0) == uf.find(2), uf.find(4) == uf.find(5))

// expect: 2
// expect: 3
// expect: 1
// expect: [2, 3]
// expect: [1, 4]
// expect: true
// expect: false
// expect: 3 true false
