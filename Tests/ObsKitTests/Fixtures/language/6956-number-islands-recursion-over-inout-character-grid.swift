// LeetCode style (grid DFS): number of islands with recursion over an inout [[Character]] grid, max area of island with an inout visited set
class Solution {
    func numIslands(_ grid: [[Character]]) -> Int {
        var grid = grid
        let rows = grid.count
        guard rows > 0 else { return 0 }
        let cols = grid[0].count
        var count = 0

        func sink(_ r: Int, _ c: Int, _ g: inout [[Character]]) {
            if r < 0 || c < 0 || r >= rows || c >= cols || g[r][c] != "1" { return }
            g[r][c] = "0"
            sink(r + 1, c, &g)
            sink(r - 1, c, &g)
            sink(r, c + 1, &g)
            sink(r, c - 1, &g)
        }

        for r in 0..<rows {
            for c in 0..<cols where grid[r][c] == "1" {
                count += 1
                sink(r, c, &grid)
            }
        }
        return count
    }

    func maxAreaOfIsland(_ grid: [[Int]]) -> Int {
        var visited = Set<[Int]>()
        var best = 0
        for r in 0..<grid.count {
            for c in 0..<grid[0].count {
                best = max(best, area(grid, r, c, &visited))
            }
        }
        return best
    }

    private func area(_ grid: [[Int]], _ r: Int, _ c: Int, _ visited: inout Set<[Int]>) -> Int {
        guard r >= 0, r < grid.count, c >= 0, c < grid[0].count else { return 0 }
        guard grid[r][c] == 1, !visited.contains([r, c]) else { return 0 }
        visited.insert([r, c])
        return 1 + area(grid, r + 1, c, &visited) + area(grid, r - 1, c, &visited)
            + area(grid, r, c + 1, &visited) + area(grid, r, c - 1, &visited)
    }
}

let sol = Solution()
let grid1: [[Character]] = [
    ["1", "1", "0", "0", "0"],
    ["1", "1", "0", "0", "0"],
    ["0", "0", "1", "0", "0"],
    ["0", "0", "0", "1", "1"],
]
print(sol.numIslands(grid1))
let grid2 = ["11110", "11010", "11000", "00000"].map { Array($0) }
print(sol.numIslands(grid2))
print(sol.numIslands([]))
let areaGrid = [
    [0, 0, 1, 0, 0, 0, 0, 1],
    [0, 1, 1, 1, 0, 0, 0, 1],
    [0, 0, 0, 0, 0, 1, 1, 1],
    [1, 1, 0, 0, 0, 0, 1, 0],
]
print(sol.maxAreaOfIsland(areaGrid))
print(sol.maxAreaOfIsland([[0, 0, 0]]))

// expect: 3
// expect: 1
// expect: 0
// expect: 6
// expect: 0
