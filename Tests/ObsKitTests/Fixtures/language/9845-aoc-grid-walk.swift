// Advent of Code style: guard walking a grid, turning right at obstacles (inline puzzle input)
let input = """
.#..#.....
........#.
.....#....
..#.......
..........
#..#......
..#.^.....
..#.......
#......#..
...#......
"""

struct P: Hashable { var r: Int; var c: Int }

let grid = input.split(separator: "\n").map { Array($0) }
let height = grid.count, width = grid[0].count
var start = P(r: 0, c: 0)
var walls = Set<P>()
for (r, row) in grid.enumerated() {
  for (c, ch) in row.enumerated() {
    if ch == "#" { walls.insert(P(r: r, c: c)) }
    if ch == "^" { start = P(r: r, c: c) }
  }
}
print("grid \(height)x\(width), \(walls.count) obstacles, start at \(start.r),\(start.c)")

let dirs = [(-1, 0), (0, 1), (1, 0), (0, -1)]   // up, right, down, left

// Returns the visited cells, or nil if the walk loops forever.
func walk(extraWall: P? = nil) -> Set<P>? {
  var pos = start, d = 0
  var seen = Set<P>([pos])
  var states = Set<[Int]>([[pos.r, pos.c, d]])
  while true {
    let next = P(r: pos.r + dirs[d].0, c: pos.c + dirs[d].1)
    if next.r < 0 || next.r >= height || next.c < 0 || next.c >= width { return seen }
    if walls.contains(next) || next == extraWall {
      d = (d + 1) % 4
    } else {
      pos = next
      seen.insert(pos)
    }
    if !states.insert([pos.r, pos.c, d]).inserted { return nil }
  }
}

let path = walk()!
print("Part 1: guard visits \(path.count) distinct positions")

var loopSpots: [P] = []
for cell in path where cell != start {
  if walk(extraWall: cell) == nil { loopSpots.append(cell) }
}
loopSpots.sort { ($0.r, $0.c) < ($1.r, $1.c) }
print("Part 2: \(loopSpots.count) obstruction positions cause a loop")
print(loopSpots.map { "(\($0.r),\($0.c))" }.joined(separator: " "))

// draw the visited path
for r in 0..<height {
  var line = ""
  for c in 0..<width {
    let p = P(r: r, c: c)
    line.append(walls.contains(p) ? "#" : p == start ? "^" : path.contains(p) ? "X" : ".")
  }
  print(line)
}
// expect: grid 10x10, 12 obstacles, start at 6,4
// expect: Part 1: guard visits 24 distinct positions
// expect: Part 2: 3 obstruction positions cause a loop
// expect: (6,7) (6,8) (7,3)
// expect: .#..#.....
// expect: ....XXXX#.
// expect: ....X#.X..
// expect: ..#.X..X..
// expect: ....X..X..
// expect: #..#X..X..
// expect: ..#X^XXXXX
// expect: ..#XXXXX..
// expect: #......#..
// expect: ...#......
