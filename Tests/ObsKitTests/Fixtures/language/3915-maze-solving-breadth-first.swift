// App code style: maze solving with breadth-first search
struct Point: Hashable, CustomStringConvertible {
    let r: Int, c: Int
    var description: String { "(\(r),\(c))" }
    static func + (a: Point, b: Point) -> Point { Point(r: a.r + b.r, c: a.c + b.c) }
}

struct Maze {
    let grid: [[Character]]
    var start: Point { find("S")! }
    var goal: Point { find("G")! }

    init(_ rows: [String]) { grid = rows.map { Array($0) } }

    func find(_ ch: Character) -> Point? {
        for (r, row) in grid.enumerated() {
            if let c = row.firstIndex(of: ch) { return Point(r: r, c: c) }
        }
        return nil
    }

    func isOpen(_ p: Point) -> Bool {
        p.r >= 0 && p.r < grid.count && p.c >= 0 && p.c < grid[p.r].count && grid[p.r][p.c] != "#"
    }

    func solve() -> [Point]? {
        let dirs = [Point(r: 0, c: 1), Point(r: 1, c: 0), Point(r: 0, c: -1), Point(r: -1, c: 0)]
        var queue = [start]
        var head = 0
        var cameFrom: [Point: Point] = [:]
        var seen: Set<Point> = [start]
        while head < queue.count {
            let cur = queue[head]; head += 1
            if cur == goal {
                var path = [cur]
                while let prev = cameFrom[path.last!] { path.append(prev) }
                return path.reversed()
            }
            for d in dirs {
                let n = cur + d
                if isOpen(n) && !seen.contains(n) {
                    seen.insert(n)
                    cameFrom[n] = cur
                    queue.append(n)
                }
            }
        }
        return nil
    }
}

let maze = Maze(["S.#.....", ".##.###.", "....#...", "##.##.#.", "...#..#G"])
if let path = maze.solve() {
    print("steps: \(path.count - 1)")
    print(path.map(\.description).joined(separator: " "))
    var rows = maze.grid
    for p in path.dropFirst().dropLast() { rows[p.r][p.c] = "*" }
    rows.forEach { print(String($0)) }
}
let blocked = Maze(["S#.", "##.", "..G"])
print("blocked:", blocked.solve() == nil ? "no path" : "path")
// expect: steps: 15
// expect: (0,0) (1,0) (2,0) (2,1) (2,2) (2,3) (1,3) (0,3) (0,4) (0,5) (0,6) (0,7) (1,7) (2,7) (3,7) (4,7)
// expect: S.#*****
// expect: *##*###*
// expect: ****#..*
// expect: ##.##.#*
// expect: ...#..#G
// expect: blocked: no path
