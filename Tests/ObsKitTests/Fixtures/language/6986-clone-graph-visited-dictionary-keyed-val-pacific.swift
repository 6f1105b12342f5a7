// LeetCode style (graph copying and flood fill): clone graph with a visited dictionary keyed by val, Pacific Atlantic water flow with two reachability tables, and flood fill
public class Node {
    public var val: Int
    public var neighbors: [Node?]
    public init(_ val: Int) {
        self.val = val
        self.neighbors = []
    }
}

class Solution {
    func cloneGraph(_ node: Node?) -> Node? {
        guard let node = node else { return nil }
        var copies = [Int: Node]()
        func clone(_ n: Node) -> Node {
            if let existing = copies[n.val] { return existing }
            let copy = Node(n.val)
            copies[n.val] = copy
            copy.neighbors = n.neighbors.compactMap { $0 }.map { clone($0) }
            return copy
        }
        return clone(node)
    }

    func pacificAtlantic(_ heights: [[Int]]) -> [[Int]] {
        let m = heights.count, n = heights[0].count
        var pacific = Array(repeating: Array(repeating: false, count: n), count: m)
        var atlantic = pacific
        func dfs(_ r: Int, _ c: Int, _ seen: inout [[Bool]]) {
            seen[r][c] = true
            for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                let nr = r + dr, nc = c + dc
                if nr < 0 || nc < 0 || nr >= m || nc >= n || seen[nr][nc] { continue }
                if heights[nr][nc] < heights[r][c] { continue }
                dfs(nr, nc, &seen)
            }
        }
        for r in 0..<m { dfs(r, 0, &pacific); dfs(r, n - 1, &atlantic) }
        for c in 0..<n { dfs(0, c, &pacific); dfs(m - 1, c, &atlantic) }
        var result: [[Int]] = []
        for r in 0..<m { for c in 0..<n where pacific[r][c] && atlantic[r][c] { result.append([r, c]) } }
        return result
    }

    func floodFill(_ image: [[Int]], _ sr: Int, _ sc: Int, _ color: Int) -> [[Int]] {
        var image = image
        let old = image[sr][sc]
        if old == color { return image }
        var stack = [(sr, sc)]
        while let (r, c) = stack.popLast() {
            guard image.indices.contains(r), image[r].indices.contains(c), image[r][c] == old else { continue }
            image[r][c] = color
            stack += [(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)]
        }
        return image
    }
}

let nodes = (1...4).map { Node($0) }
nodes[0].neighbors = [nodes[1], nodes[3]]; nodes[1].neighbors = [nodes[0], nodes[2]]
nodes[2].neighbors = [nodes[1], nodes[3]]; nodes[3].neighbors = [nodes[0], nodes[2]]
let sol = Solution()
let copy = sol.cloneGraph(nodes[0])!
print(copy !== nodes[0], copy.val, copy.neighbors.map { $0!.val }, copy.neighbors[0]!.neighbors.map { $0!.val })
print(copy.neighbors[0]!.neighbors[0]! === copy, sol.cloneGraph(nil) == nil)
let hs = [[1, 2, 2, 3, 5], [3, 2, 3, 4, 4], [2, 4, 5, 3, 1], [6, 7, 1, 4, 5], [5, 1, 1, 2, 4]]
print(sol.pacificAtlantic(hs))
print(sol.floodFill([[1, 1, 1], [1, 1, 0], [1, 0, 1]], 1, 1, 2))
print(sol.floodFill([[0, 0, 0], [0, 0, 0]], 0, 0, 0))

// expect: true 1 [2, 4] [1, 3]
// expect: true true
// expect: [[0, 4], [1, 3], [1, 4], [2, 2], [3, 0], [3, 1], [4, 0]]
// expect: [[2, 2, 2], [2, 2, 0], [2, 0, 1]]
// expect: [[0, 0, 0], [0, 0, 0]]
