// LeetCode style: number of islands with DFS on [[Character]] (inout grid), max area with BFS
class Solution {
    func numIslands(_ grid: [[Character]]) -> Int {
        var grid = grid
        let rows = grid.count, cols = grid[0].count
        var count = 0

        func sink(_ r: Int, _ c: Int) {
            if r < 0 || c < 0 || r >= rows || c >= cols || grid[r][c] != "1" { return }
            grid[r][c] = "0"
            sink(r + 1, c); sink(r - 1, c); sink(r, c + 1); sink(r, c - 1)
        }

        for r in 0..<rows {
            for c in 0..<cols where grid[r][c] == "1" {
                count += 1
                sink(r, c)
            }
        }
        return count
    }

    func maxAreaOfIsland(_ grid: [[Int]]) -> Int {
        var seen = Array(repeating: Array(repeating: false, count: grid[0].count), count: grid.count)
        var best = 0
        for i in 0..<grid.count {
            for j in 0..<grid[0].count where grid[i][j] == 1 && !seen[i][j] {
                var queue = [(i, j)]
                seen[i][j] = true
                var area = 0
                while !queue.isEmpty {
                    let (r, c) = queue.removeFirst()
                    area += 1
                    for (nr, nc) in [(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)] {
                        if nr >= 0 && nr < grid.count && nc >= 0 && nc < grid[0].count
                            && grid[nr][nc] == 1 && !seen[nr][nc] {
                            seen[nr][nc] = true
                            queue.append((nr, nc))
                        }
                    }
                }
                best = max(best, area)
            }
        }
        return best
    }
}

let sol = Solution()
let grid1: [[Character]] = [
    ["1", "1", "1", "1", "0"],
    ["1", "1", "0", "1", "0"],
    ["1", "1", "0", "0", "0"],
    ["0", "0", "0", "0", "0"],
]
let grid2 = ["11000", "11000", "00100", "00011"].map { Array($0) }
print(sol.numIslands(grid1))
print(sol.numIslands(grid2))
print(sol.numIslands([["1", "0", "1", "0", "1"]]))
print(sol.numIslands([["0"]]))
print(grid2.map { String($0) }.joined(separator: "|"))
let areas = [[0, 0, 1, 0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 0, 0, 1, 1], [0, 1, 1, 0, 1, 0, 0, 0, 0], [0, 1, 0, 0, 1, 1, 0, 0, 1], [0, 1, 0, 0, 1, 1, 0, 0, 1]]
print(sol.maxAreaOfIsland(areas))
print(sol.maxAreaOfIsland([[0, 0, 0, 0]]))

// expect: 1
// expect: 3
// expect: 3
// expect: 0
// expect: 11000|11000|00100|00011
// expect: 5
// expect: 0
