// Advent of Code style: BFS over a height map with a queue array and visited set
let input = """
Sabqponm
abcryxxl
accszExk
acctuvwj
abdefghi
"""

var grid = input.split(separator: "\n").map { Array($0) }
var start = (0, 0)
var end = (0, 0)
for r in grid.indices {
    for c in grid[r].indices {
        if grid[r][c] == "S" { start = (r, c); grid[r][c] = "a" }
        if grid[r][c] == "E" { end = (r, c); grid[r][c] = "z" }
    }
}

func height(_ r: Int, _ c: Int) -> Int {
    Int(grid[r][c].asciiValue!)
}

struct Cell: Hashable {
    let r: Int
    let c: Int
}

// BFS backwards from the end: we may step down at most one level
func bfs(from end: Cell, isGoal: (Cell) -> Bool) -> Int? {
    var queue: [(Cell, Int)] = [(end, 0)]
    var visited: Set<Cell> = [end]
    var head = 0
    while head < queue.count {
        let (cell, dist) = queue[head]
        head += 1
        if isGoal(cell) { return dist }
        for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
            let nr = cell.r + dr, nc = cell.c + dc
            guard nr >= 0, nr < grid.count, nc >= 0, nc < grid[0].count else { continue }
            let next = Cell(r: nr, c: nc)
            if visited.contains(next) { continue }
            if height(cell.r, cell.c) - height(nr, nc) <= 1 {
                visited.insert(next)
                queue.append((next, dist + 1))
            }
        }
    }
    return nil
}

let goal = Cell(r: end.0, c: end.1)
let part1 = bfs(from: goal) { $0.r == start.0 && $0.c == start.1 }
let part2 = bfs(from: goal) { grid[$0.r][$0.c] == "a" }
print("Start \(start), end \(end)")
print("Part 1: \(part1!)")
print("Part 2: \(part2!)")

// expect: Start (0, 0), end (2, 5)
// expect: Part 1: 31
// expect: Part 2: 29
