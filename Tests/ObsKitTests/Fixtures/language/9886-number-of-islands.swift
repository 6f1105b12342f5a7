// LeetCode style: 200. Number of Islands — BFS flood fill on a character grid

class Solution {
    func numIslands(_ grid: [[Character]]) -> Int {
        guard !grid.isEmpty else { return 0 }
        var grid = grid
        let rows = grid.count, cols = grid[0].count
        var count = 0
        let directions = [(1, 0), (-1, 0), (0, 1), (0, -1)]

        for r in 0..<rows {
            for c in 0..<cols where grid[r][c] == "1" {
                count += 1
                grid[r][c] = "0"
                var queue = [(r, c)]
                var head = 0
                while head < queue.count {
                    let (cr, cc) = queue[head]
                    head += 1
                    for (dr, dc) in directions {
                        let nr = cr + dr, nc = cc + dc
                        if nr >= 0, nr < rows, nc >= 0, nc < cols, grid[nr][nc] == "1" {
                            grid[nr][nc] = "0"
                            queue.append((nr, nc))
                        }
                    }
                }
            }
        }
        return count
    }

    // 695. Max Area of Island (DFS with an explicit stack), grid of Ints
    func maxAreaOfIsland(_ grid: [[Int]]) -> Int {
        var grid = grid
        var best = 0
        for r in grid.indices {
            for c in grid[r].indices where grid[r][c] == 1 {
                var area = 0
                var stack = [(r, c)]
                grid[r][c] = 0
                while let (cr, cc) = stack.popLast() {
                    area += 1
                    for (nr, nc) in [(cr + 1, cc), (cr - 1, cc), (cr, cc + 1), (cr, cc - 1)]
                    where grid.indices.contains(nr) && grid[nr].indices.contains(nc) && grid[nr][nc] == 1 {
                        grid[nr][nc] = 0
                        stack.append((nr, nc))
                    }
                }
                best = max(best, area)
            }
        }
        return best
    }
}

func parse(_ rows: [String]) -> [[Character]] { rows.map { Array($0) } }

let grids: [[String]] = [
    ["11110", "11010", "11000", "00000"],
    ["11000", "11000", "00100", "00011"],
    ["10101", "01010", "10101"],
    ["0"],
    ["111", "101", "111"],
]
let sol = Solution()
for g in grids {
    for row in g { print("  " + row) }
    print("islands: \(sol.numIslands(parse(g)))")
}

let areaGrid = [
    [0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0],
    [0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0, 1, 0, 0, 1, 1, 0, 0, 1, 1, 1, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
]
print("max area: \(sol.maxAreaOfIsland(areaGrid))")
print("max area (all water): \(sol.maxAreaOfIsland([[0, 0, 0]]))")
// expect:   11110
// expect:   11010
// expect:   11000
// expect:   00000
// expect: islands: 1
// expect:   11000
// expect:   11000
// expect:   00100
// expect:   00011
// expect: islands: 3
// expect:   10101
// expect:   01010
// expect:   10101
// expect: islands: 8
// expect:   0
// expect: islands: 0
// expect:   111
// expect:   101
// expect:   111
// expect: islands: 1
// expect: max area: 6
// expect: max area (all water): 0
