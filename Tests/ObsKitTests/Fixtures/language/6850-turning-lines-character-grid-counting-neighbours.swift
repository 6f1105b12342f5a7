// Advent of Code style (grid from text): turning lines into a [[Character]] grid and counting neighbours
let map = """
..#.#
#.#..
.###.
.....
#...#
"""

let grid: [[Character]] = map.split(separator: "\n").map(Array.init)
let rows = grid.count
let cols = grid[0].count
print("size \(rows)x\(cols)")

func neighbours(_ r: Int, _ c: Int) -> Int {
    var n = 0
    for dr in -1...1 {
        for dc in -1...1 where !(dr == 0 && dc == 0) {
            let rr = r + dr, cc = c + dc
            if rr >= 0 && rr < rows && cc >= 0 && cc < cols && grid[rr][cc] == "#" {
                n += 1
            }
        }
    }
    return n
}

for r in 0..<rows {
    var line = ""
    for c in 0..<cols {
        line += grid[r][c] == "#" ? "#" : String(neighbours(r, c))
    }
    print(line)
}

func step(_ g: [[Character]]) -> [[Character]] {
    var next = g
    for r in 0..<g.count {
        for c in 0..<g[r].count {
            var live = 0
            for (dr, dc) in [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)] {
                let rr = r + dr, cc = c + dc
                if g.indices.contains(rr) && g[rr].indices.contains(cc) && g[rr][cc] == "#" { live += 1 }
            }
            next[r][c] = (g[r][c] == "#" && (live == 2 || live == 3)) || (g[r][c] == "." && live == 3) ? "#" : "."
        }
    }
    return next
}
let after = step(grid)
print(after.map { String($0) }.joined(separator: "\n"))
let total = after.joined().filter { $0 == "#" }.count
print("alive:", total)
let transposed = (0..<cols).map { c in String(grid.map { $0[c] }) }
print(transposed)

// expect: size 5x5
// expect: 13#3#
// expect: #5#52
// expect: 2###1
// expect: 23332
// expect: #101#
// expect: .#.#.
// expect: .....
// expect: .###.
// expect: .###.
// expect: .....
// expect: alive: 8
// expect: [".#..#", "..#..", "###..", "..#..", "#...#"]
