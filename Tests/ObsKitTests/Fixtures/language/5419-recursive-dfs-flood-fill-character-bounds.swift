// LeetCode style (200. Number of Islands, 695. Max Area of Island): recursive DFS flood fill on [[Character]] with bounds checks
class Solution {
    func numIslands(_ grid: [[Character]]) -> Int {
        var grid = grid
        var count = 0
        for r in 0..<grid.count {
            for c in 0..<grid[0].count where grid[r][c] == "1" {
                count += 1
                sink(&grid, r, c)
            }
        }
        return count
    }

    private func sink(_ grid: inout [[Character]], _ r: Int, _ c: Int) {
        guard r >= 0, r < grid.count, c >= 0, c < grid[0].count, grid[r][c] == "1" else { return }
        grid[r][c] = "0"
        sink(&grid, r + 1, c)
        sink(&grid, r - 1, c)
        sink(&grid, r, c + 1)
        sink(&grid, r, c - 1)
    }

    func maxAreaOfIsland(_ grid: [[Int]]) -> Int {
        var visited = Array(repeating: Array(repeating: false, count: grid[0].count), count: grid.count)
        func area(_ r: Int, _ c: Int) -> Int {
            if r < 0 || r >= grid.count || c < 0 || c >= grid[0].count { return 0 }
            if visited[r][c] || grid[r][c] == 0 { return 0 }
            visited[r][c] = true
            return 1 + area(r + 1, c) + area(r - 1, c) + area(r, c + 1) + area(r, c - 1)
        }
        var best = 0
        for r in grid.indices {
            for c in grid[r].indices {
                best = max(best, area(r, c))
            }
        }
        return best
    }
}

let map = """
11000
11000
00100
00011
"""
let grid = map.split(separator: "\n").map { Array($0) }
let s = Solution()
print("islands:", s.numIslands(grid))
print("islands:", s.numIslands([["1", "1", "1"], ["0", "1", "0"], ["1", "1", "1"]]))
let ints = grid.map { row in row.map { $0.wholeNumberValue! } }
print("max area:", s.maxAreaOfIsland(ints))
print("max area:", s.maxAreaOfIsland([[0, 1, 1, 0], [1, 1, 0, 0], [0, 0, 0, 1]]))

// expect: islands: 3
// expect: islands: 1
// expect: max area: 4
// expect: max area: 4
