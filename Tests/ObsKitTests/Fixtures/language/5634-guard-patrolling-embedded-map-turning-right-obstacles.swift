// Advent of Code style (grid walking): a guard patrolling an embedded map, turning right at obstacles, counting distinct visited cells
let mapText = """
....#.....
.........#
..........
..#.......
.......#..
..........
.#..^.....
........#.
#.........
......#...
"""

struct Pos: Hashable { var r: Int; var c: Int }

let grid: [[Character]] = mapText.split(separator: "\n").map(Array.init)
let rows = grid.count, cols = grid[0].count

var start = Pos(r: 0, c: 0)
for (r, line) in grid.enumerated() {
    if let c = line.firstIndex(of: "^") { start = Pos(r: r, c: c) }
}

let directions = [(-1, 0), (0, 1), (1, 0), (0, -1)]
var pos = start
var dir = 0
var visited: Set<Pos> = [pos]
var turns = 0
while true {
    let next = Pos(r: pos.r + directions[dir].0, c: pos.c + directions[dir].1)
    guard (0..<rows).contains(next.r), (0..<cols).contains(next.c) else { break }
    if grid[next.r][next.c] == "#" {
        dir = (dir + 1) % 4
        turns += 1
    } else {
        pos = next
        visited.insert(pos)
    }
}
print("start:", start.r, start.c)
print("visited:", visited.count, "turns:", turns)
print("exit at:", pos.r, pos.c)

var drawn = grid
for p in visited where drawn[p.r][p.c] == "." { drawn[p.r][p.c] = "X" }
for line in drawn.prefix(4) { print(String(line)) }
let perRow = (0..<rows).map { r in visited.filter { $0.r == r }.count }
print(perRow)

// expect: start: 6 4
// expect: visited: 41 turns: 10
// expect: exit at: 9 7
// expect: ....#.....
// expect: ....XXXXX#
// expect: ....X...X.
// expect: ..#.X...X.
// expect: [0, 5, 2, 2, 6, 4, 7, 7, 7, 1]
