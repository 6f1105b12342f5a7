// App code style: grid maze solver with BFS that marks the path and counts reachable cells
struct Point: Hashable {
    let row: Int
    let col: Int

    static func + (p: Point, d: (Int, Int)) -> Point { Point(row: p.row + d.0, col: p.col + d.1) }
}

struct Maze {
    private(set) var grid: [[Character]]
    let start: Point
    let goal: Point

    init?(_ lines: [String]) {
        grid = lines.map(Array.init)
        var s: Point?, g: Point?
        for (r, row) in grid.enumerated() {
            for (c, ch) in row.enumerated() {
                if ch == "S" { s = Point(row: r, col: c) }
                if ch == "G" { g = Point(row: r, col: c) }
            }
        }
        guard let s, let g else { return nil }
        start = s
        goal = g
    }

    func isOpen(_ p: Point) -> Bool {
        guard grid.indices.contains(p.row), grid[p.row].indices.contains(p.col) else { return false }
        return grid[p.row][p.col] != "#"
    }

    static let directions = [(-1, 0), (0, 1), (1, 0), (0, -1)]

    func solve() -> (path: [Point], explored: Int)? {
        var came: [Point: Point] = [:]
        var frontier = [start]
        var seen: Set<Point> = [start]
        var index = 0
        while index < frontier.count {
            let current = frontier[index]
            index += 1
            if current == goal {
                var path = [current]
                while let prev = came[path.last!] { path.append(prev) }
                return (path.reversed(), seen.count)
            }
            for d in Maze.directions {
                let next = current + d
                if isOpen(next) && seen.insert(next).inserted {
                    came[next] = current
                    frontier.append(next)
                }
            }
        }
        return nil
    }

    func rendered(with path: [Point]) -> [String] {
        var copy = grid
        for p in path where copy[p.row][p.col] == "." {
            copy[p.row][p.col] = "*"
        }
        return copy.map { String($0) }
    }
}

let layouts: [[String]] = [
    [
        "S.#.......",
        ".##.####.#",
        "....#....#",
        "#.#.#.##..",
        "..#...#G#.",
        ".####.#.#.",
        "......#...",
    ],
    [
        "S.#..",
        "..#..",
        "###..",
        "...#G",
    ],
    [
        "S....",
        ".....",
    ],
]

for (n, layout) in layouts.enumerated() {
    print("Maze \(n + 1):")
    guard let maze = Maze(layout) else {
        print("  invalid maze (missing S or G)")
        continue
    }
    if let result = maze.solve() {
        print("  steps: \(result.path.count - 1), explored: \(result.explored)")
        maze.rendered(with: result.path).forEach { print("  " + $0) }
        let turns = zip(result.path, zip(result.path.dropFirst(), result.path.dropFirst(2))).filter { a, bc in
            let (b, c) = bc
            return (b.row - a.row, b.col - a.col) != (c.row - b.row, c.col - b.col)
        }.count
        print("  turns: \(turns)")
    } else {
        print("  no path from (\(maze.start.row),\(maze.start.col)) to (\(maze.goal.row),\(maze.goal.col))")
    }
}

// expect: Maze 1:
// expect:   steps: 23, explored: 45
// expect:   S.#******.
// expect:   *##*####*#
// expect:   ****#...*#
// expect:   #.#.#.##**
// expect:   ..#...#G#*
// expect:   .####.#*#*
// expect:   ......#***
// expect:   turns: 8
// expect: Maze 2:
// expect:   no path from (0,0) to (3,4)
// expect: Maze 3:
// expect:   invalid maze (missing S or G)
