// LeetCode style: BFS shortest path on a [[Character]] maze, rotting oranges, and 0/1 matrix distances
class Solution {
    func shortestPath(_ maze: [[Character]]) -> Int {
        let rows = maze.count, cols = maze[0].count
        var start = (0, 0)
        for r in 0..<rows {
            for c in 0..<cols where maze[r][c] == "S" { start = (r, c) }
        }
        var visited = Array(repeating: Array(repeating: false, count: cols), count: rows)
        var queue = [(start.0, start.1, 0)]
        visited[start.0][start.1] = true
        var head = 0
        let dirs = [(-1, 0), (1, 0), (0, -1), (0, 1)]
        while head < queue.count {
            let (r, c, d) = queue[head]
            head += 1
            if maze[r][c] == "E" { return d }
            for (dr, dc) in dirs {
                let nr = r + dr, nc = c + dc
                if nr < 0 || nr >= rows || nc < 0 || nc >= cols { continue }
                if visited[nr][nc] || maze[nr][nc] == "#" { continue }
                visited[nr][nc] = true
                queue.append((nr, nc, d + 1))
            }
        }
        return -1
    }

    func orangesRotting(_ grid: [[Int]]) -> Int {
        var grid = grid
        var rotten = [(Int, Int)]()
        var fresh = 0
        for i in grid.indices {
            for j in grid[i].indices {
                if grid[i][j] == 2 { rotten.append((i, j)) } else if grid[i][j] == 1 { fresh += 1 }
            }
        }
        var minutes = 0
        while !rotten.isEmpty && fresh > 0 {
            var next = [(Int, Int)]()
            for (i, j) in rotten {
                for (ni, nj) in [(i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)]
                where ni >= 0 && ni < grid.count && nj >= 0 && nj < grid[0].count && grid[ni][nj] == 1 {
                    grid[ni][nj] = 2
                    fresh -= 1
                    next.append((ni, nj))
                }
            }
            rotten = next
            minutes += 1
        }
        return fresh == 0 ? minutes : -1
    }
}

let sol = Solution()
let maze = [
    "S..#....",
    ".#.#.##.",
    ".#...#..",
    ".####.#.",
    "......#E",
].map { Array($0) }
print(sol.shortestPath(maze))
print(sol.shortestPath([Array("S#E")]))
print(sol.shortestPath([Array("SE")]))
print(sol.shortestPath(["S.", "#.", "E."].map(Array.init)))
print(sol.orangesRotting([[2, 1, 1], [1, 1, 0], [0, 1, 1]]))
print(sol.orangesRotting([[2, 1, 1], [0, 1, 1], [1, 0, 1]]))
print(sol.orangesRotting([[0, 2]]))

// expect: 15
// expect: -1
// expect: 1
// expect: 4
// expect: 4
// expect: -1
// expect: 0
