// LeetCode style (shortest paths): network delay time with Dijkstra over an adjacency dictionary and a sorted-array priority queue, and BFS shortest path in a binary matrix
class Solution {
    func networkDelayTime(_ times: [[Int]], _ n: Int, _ k: Int) -> Int {
        var graph = [Int: [(to: Int, w: Int)]]()
        for t in times {
            graph[t[0], default: []].append((t[1], t[2]))
        }
        var dist = [Int](repeating: Int.max, count: n + 1)
        dist[k] = 0
        var pq: [(d: Int, node: Int)] = [(0, k)]
        while !pq.isEmpty {
            pq.sort { $0.d > $1.d }
            let (d, node) = pq.removeLast()
            if d > dist[node] { continue }
            for edge in graph[node, default: []] {
                let nd = d + edge.w
                if nd < dist[edge.to] {
                    dist[edge.to] = nd
                    pq.append((nd, edge.to))
                }
            }
        }
        let worst = dist[1...].max()!
        return worst == Int.max ? -1 : worst
    }

    func shortestPathBinaryMatrix(_ grid: [[Int]]) -> Int {
        let n = grid.count
        if grid[0][0] == 1 || grid[n - 1][n - 1] == 1 { return -1 }
        var seen = Array(repeating: Array(repeating: false, count: n), count: n)
        var queue = [(0, 0, 1)]
        seen[0][0] = true
        var head = 0
        while head < queue.count {
            let (r, c, steps) = queue[head]
            head += 1
            if r == n - 1 && c == n - 1 { return steps }
            for dr in -1...1 {
                for dc in -1...1 where dr != 0 || dc != 0 {
                    let nr = r + dr, nc = c + dc
                    guard nr >= 0, nr < n, nc >= 0, nc < n, grid[nr][nc] == 0, !seen[nr][nc] else { continue }
                    seen[nr][nc] = true
                    queue.append((nr, nc, steps + 1))
                }
            }
        }
        return -1
    }
}

let sol = Solution()
print(sol.networkDelayTime([[2, 1, 1], [2, 3, 1], [3, 4, 1]], 4, 2))
print(sol.networkDelayTime([[1, 2, 1]], 2, 1))
print(sol.networkDelayTime([[1, 2, 1]], 2, 2))
print(sol.networkDelayTime([[1, 2, 4], [1, 3, 1], [3, 2, 2], [2, 4, 1]], 4, 1))
print(sol.shortestPathBinaryMatrix([[0, 1], [1, 0]]))
print(sol.shortestPathBinaryMatrix([[0, 0, 0], [1, 1, 0], [1, 1, 0]]))
print(sol.shortestPathBinaryMatrix([[1, 0, 0], [1, 1, 0], [1, 1, 0]]))

// expect: 2
// expect: 1
// expect: -1
// expect: 4
// expect: 2
// expect: 4
// expect: -1
