// Advent of Code style: tree grid visibility and scenic score walking in four directions
let input = """
30373
25512
65332
33549
35390
"""

let grid: [[Int]] = input.split(separator: "\n").map { line in
    line.map { Int(String($0))! }
}
let rows = grid.count
let cols = grid[0].count
let directions = [(-1, 0), (1, 0), (0, -1), (0, 1)]

var visible = 0
var bestScore = 0
var bestSpot = (0, 0)

for r in 0..<rows {
    for c in 0..<cols {
        let h = grid[r][c]
        var seen = false
        var score = 1
        for (dr, dc) in directions {
            var rr = r + dr
            var cc = c + dc
            var distance = 0
            var blocked = false
            while rr >= 0 && rr < rows && cc >= 0 && cc < cols {
                distance += 1
                if grid[rr][cc] >= h {
                    blocked = true
                    break
                }
                rr += dr
                cc += dc
            }
            if !blocked { seen = true }
            score *= distance
        }
        if seen { visible += 1 }
        if score > bestScore {
            bestScore = score
            bestSpot = (r, c)
        }
    }
}

print("Part 1: \(visible)")
print("Part 2: \(bestScore) at \(bestSpot)")

// expect: Part 1: 21
// expect: Part 2: 8 at (3, 2)
