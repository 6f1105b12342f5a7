// Advent of Code style (2022 day 12): height-map grid as [[Character]], BFS with an index-based queue, asciiValue elevation
let input = """
Sabqponm
abcryxxl
accszExk
acctuvwj
abdefghi
"""

struct Point: Hashable {
    var r: Int
    var c: Int
}

var grid = input.split(separator: "\n").map { Array($0) }
var start = Point(r: 0, c: 0)
var end = Point(r: 0, c: 0)
for r in 0..<grid.count {
    for c in 0..<grid[r].count {
        if grid[r][c] == "S" { start = Point(r: r, c: c); grid[r][c] = "a" }
        if grid[r][c] == "E" { end = Point(r: r, c: c); grid[r][c] = "z" }
    }
}

func height(_ p: Point) -> Int {
    Int(grid[p.r][p.c].asciiValue!) - Int(Character("a").asciiValue!)
}

func inBounds(_ p: Point) -> Bool {
    p.r >= 0 && p.r < grid.count && p.c >= 0 && p.c < grid[p.r].count
}

// BFS backwards from the end so one search answers both parts.
func bfs(from source: Point) -> [Point: Int] {
    var dist: [Point: Int] = [source: 0]
    var queue = [source]
    var head = 0
    let dirs = [(0, 1), (1, 0), (0, -1), (-1, 0)]
    while head < queue.count {
        let p = queue[head]
        head += 1
        for (dr, dc) in dirs {
            let n = Point(r: p.r + dr, c: p.c + dc)
            guard inBounds(n), dist[n] == nil else { continue }
            if height(p) - height(n) <= 1 {
                dist[n] = dist[p]! + 1
                queue.append(n)
            }
        }
    }
    return dist
}

let dist = bfs(from: end)
print("start:", start.r, start.c, "end:", end.r, end.c)
print("part 1:", dist[start] ?? -1)
var best = Int.max
for (p, d) in dist where height(p) == 0 {
    best = min(best, d)
}
print("part 2:", best)
print("reachable cells:", dist.count, "of", grid.count * grid[0].count)

// expect: start: 0 0 end: 2 5
// expect: part 1: 31
// expect: part 2: 29
// expect: reachable cells: 40 of 40
