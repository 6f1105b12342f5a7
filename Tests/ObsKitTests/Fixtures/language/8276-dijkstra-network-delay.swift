// LeetCode style: Dijkstra with a simple binary min-heap (network delay time, min effort path)
struct MinHeap {
    private var data: [(dist: Int, node: Int)] = []
    var isEmpty: Bool { data.isEmpty }

    mutating func push(_ item: (dist: Int, node: Int)) {
        data.append(item)
        var i = data.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if data[p].dist <= data[i].dist { break }
            data.swapAt(p, i)
            i = p
        }
    }

    mutating func pop() -> (dist: Int, node: Int)? {
        guard !data.isEmpty else { return nil }
        data.swapAt(0, data.count - 1)
        let top = data.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = 2 * i + 2
            var smallest = i
            if l < data.count && data[l].dist < data[smallest].dist { smallest = l }
            if r < data.count && data[r].dist < data[smallest].dist { smallest = r }
            if smallest == i { break }
            data.swapAt(i, smallest)
            i = smallest
        }
        return top
    }
}

class Solution {
    func networkDelayTime(_ times: [[Int]], _ n: Int, _ k: Int) -> Int {
        var graph = [Int: [(Int, Int)]]()
        for t in times { graph[t[0], default: []].append((t[1], t[2])) }
        var dist = Array(repeating: Int.max, count: n + 1)
        dist[k] = 0
        var heap = MinHeap()
        heap.push((0, k))
        while let (d, u) = heap.pop() {
            if d > dist[u] { continue }
            for (v, w) in graph[u] ?? [] where d + w < dist[v] {
                dist[v] = d + w
                heap.push((dist[v], v))
            }
        }
        let maxDist = dist[1...].max()!
        return maxDist == Int.max ? -1 : maxDist
    }

    func minimumEffortPath(_ heights: [[Int]]) -> Int {
        let rows = heights.count, cols = heights[0].count
        var effort = Array(repeating: Array(repeating: Int.max, count: cols), count: rows)
        effort[0][0] = 0
        var heap = MinHeap()
        heap.push((0, 0))
        let dirs = [(0, 1), (1, 0), (0, -1), (-1, 0)]
        while let (e, idx) = heap.pop() {
            let r = idx / cols, c = idx % cols
            if r == rows - 1 && c == cols - 1 { return e }
            if e > effort[r][c] { continue }
            for (dr, dc) in dirs {
                let nr = r + dr, nc = c + dc
                guard nr >= 0, nr < rows, nc >= 0, nc < cols else { continue }
                let ne = max(e, abs(heights[nr][nc] - heights[r][c]))
                if ne < effort[nr][nc] {
                    effort[nr][nc] = ne
                    heap.push((ne, nr * cols + nc))
                }
            }
        }
        return 0
    }
}

let sol = Solution()
print(sol.networkDelayTime([[2, 1, 1], [2, 3, 1], [3, 4, 1]], 4, 2))
print(sol.networkDelayTime([[1, 2, 1]], 2, 1))
print(sol.networkDelayTime([[1, 2, 1]], 2, 2))
print(sol.networkDelayTime([[1, 2, 4], [1, 3, 1], [3, 2, 2], [2, 4, 1]], 4, 1))
print(sol.minimumEffortPath([[1, 2, 2], [3, 8, 2], [5, 3, 5]]))
print(sol.minimumEffortPath([[1, 2, 3], [3, 8, 4], [5, 3, 5]]))
print(sol.minimumEffortPath([[1, 2, 1, 1, 1], [1, 2, 1, 2, 1], [1, 2, 1, 2, 1], [1, 2, 1, 2, 1], [1, 1, 1, 2, 1]]))

// expect: 2
// expect: 1
// expect: -1
// expect: 4
// expect: 2
// expect: 1
// expect: 0
