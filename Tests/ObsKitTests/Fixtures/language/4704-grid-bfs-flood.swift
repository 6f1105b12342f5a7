// App code style: tile-map game logic: maze shortest path, flood fill, island sizes
struct Point: Hashable, CustomStringConvertible {
    let r: Int, c: Int
    static func + (a: Point, b: Point) -> Point { Point(r: a.r + b.r, c: a.c + b.c) }
    static let directions = [Point(r: -1, c: 0), Point(r: 1, c: 0), Point(r: 0, c: -1), Point(r: 0, c: 1)]
    var description: String { "(\(r),\(c))" }
}

struct Grid {
    var cells: [[Character]]
    init(_ rows: [String]) { cells = rows.map(Array.init) }

    var height: Int { cells.count }
    var width: Int { cells.first?.count ?? 0 }

    func inBounds(_ p: Point) -> Bool { p.r >= 0 && p.r < height && p.c >= 0 && p.c < width }
    subscript(p: Point) -> Character {
        get { cells[p.r][p.c] }
        set { cells[p.r][p.c] = newValue }
    }

    func find(_ ch: Character) -> Point? {
        for r in 0..<height { for c in 0..<width where cells[r][c] == ch { return Point(r: r, c: c) } }
        return nil
    }

    func shortestPath(from s: Point, to t: Point) -> [Point]? {
        var prev: [Point: Point] = [:]
        var seen: Set<Point> = [s]
        var frontier = [s]
        while !frontier.isEmpty {
            var next: [Point] = []
            for p in frontier {
                if p == t {
                    var path = [t]
                    while let q = prev[path.last!] { path.append(q) }
                    return path.reversed()
                }
                for d in Point.directions {
                    let n = p + d
                    if inBounds(n), self[n] != "#", seen.insert(n).inserted {
                        prev[n] = p
                        next.append(n)
                    }
                }
            }
            frontier = next
        }
        return nil
    }

    mutating func floodFill(at p: Point, with ch: Character) -> Int {
        let target = self[p]
        guard target != ch else { return 0 }
        var stack = [p], filled = 0
        while let q = stack.popLast() {
            guard inBounds(q), self[q] == target else { continue }
            self[q] = ch
            filled += 1
            Point.directions.forEach { stack.append(q + $0) }
        }
        return filled
    }

    var rendered: String { cells.map { String($0) }.joined(separator: "\n") }
}

var maze = Grid([
    "S..#....",
    ".#.#.##.",
    ".#...#..",
    ".####.#.",
    "......#E",
])
let start = maze.find("S")!, end = maze.find("E")!
if let path = maze.shortestPath(from: start, to: end) {
    print("steps:", path.count - 1)
    print("path:", path.prefix(5).map(\.description).joined(), "...")
    var shown = maze
    for p in path.dropFirst().dropLast() { shown[p] = "*" }
    print(shown.rendered)
}
var walled = maze
walled[Point(r: 2, c: 7)] = "#"
walled[Point(r: 1, c: 7)] = "#"
print("walled off:", walled.shortestPath(from: start, to: end) == nil)

var paint = Grid(["aab.", "abb.", "....", "cc.c"])
print("filled:", paint.floodFill(at: Point(r: 2, c: 0), with: "~"))
print(paint.rendered)
print("again:", paint.floodFill(at: Point(r: 0, c: 3), with: "~"))

var islands = Grid(["11000", "11011", "00100", "00011"])
var sizes: [Int] = []
for r in 0..<islands.height {
    for c in 0..<islands.width where islands.cells[r][c] == "1" {
        sizes.append(islands.floodFill(at: Point(r: r, c: c), with: "x"))
    }
}
print("islands:", sizes.count, "sizes:", sizes.sorted(by: >))

// expect: steps: 15
// expect: path: (0,0)(0,1)(0,2)(1,2)(2,2) ...
// expect: S**#****
// expect: .#*#*##*
// expect: .#***#.*
// expect: .####.#*
// expect: ......#E
// expect: walled off: true
// expect: filled: 7
// expect: aab~
// expect: abb~
// expect: ~~~~
// expect: cc~c
// expect: again: 0
// expect: islands: 4 sizes: [4, 2, 2, 1]
