// Advent of Code style maze: [[Character]] grid parsed from a string, BFS with a queue index, Hashable point struct, path reconstruction
let maze = """
#########
#S..#...#
#.#.#.#.#
#.#...#.#
#.#####.#
#...#..E#
###.#.###
#.......#
#########
"""

struct Point: Hashable {
    var r: Int
    var c: Int
    func neighbors() -> [Point] {
        [Point(r: r - 1, c: c), Point(r: r + 1, c: c), Point(r: r, c: c - 1), Point(r: r, c: c + 1)]
    }
}

var grid: [[Character]] = maze.split(separator: "\n").map { Array($0) }
var start = Point(r: 0, c: 0), end = Point(r: 0, c: 0)
for (r, row) in grid.enumerated() {
    for (c, ch) in row.enumerated() {
        if ch == "S" { start = Point(r: r, c: c) }
        if ch == "E" { end = Point(r: r, c: c) }
    }
}
print("Grid \(grid.count)x\(grid[0].count), start \(start.r),\(start.c) end \(end.r),\(end.c)")

func bfs(from s: Point, to e: Point) -> [Point]? {
    var queue = [s]
    var head = 0
    var cameFrom: [Point: Point] = [:]
    var seen: Set<Point> = [s]
    while head < queue.count {
        let cur = queue[head]; head += 1
        if cur == e {
            var path = [cur]
            var node = cur
            while let prev = cameFrom[node] { path.append(prev); node = prev }
            return path.reversed()
        }
        for n in cur.neighbors() where grid.indices.contains(n.r) && grid[n.r].indices.contains(n.c) {
            guard grid[n.r][n.c] != "#", !seen.contains(n) else { continue }
            seen.insert(n)
            cameFrom[n] = cur
            queue.append(n)
        }
    }
    return nil
}

if let path = bfs(from: start, to: end) {
    print("Shortest path: \(path.count - 1) steps")
    for p in path.dropFirst().dropLast() { grid[p.r][p.c] = "*" }
    for row in grid { print(String(row)) }
    let turns = zip(path, zip(path.dropFirst(), path.dropFirst(2))).filter { a, bc in
        let (b, c) = bc
        return (b.r - a.r, b.c - a.c) != (c.r - b.r, c.c - b.c)
    }.count
    print("Turns taken: \(turns)")
} else {
    print("No path")
}
grid[6][3] = "#"
if let detour = bfs(from: start, to: end) {
    print("With (6,3) walled off: \(detour.count - 1) steps")
}
grid[1][3] = "#"
print(bfs(from: start, to: end) == nil ? "Blocked after walls added" : "Still reachable")
// expect: Grid 9x9, start 1,1 end 5,7
// expect: Shortest path: 14 steps
// expect: #########
// expect: #S..#...#
// expect: #*#.#.#.#
// expect: #*#...#.#
// expect: #*#####.#
// expect: #***#**E#
// expect: ###*#*###
// expect: #..***..#
// expect: #########
// expect: Turns taken: 5
// expect: With (6,3) walled off: 14 steps
// expect: Blocked after walls added
