// Kata style (shortest path in a maze): BFS with a head-index queue, Set<Point> and parent map
struct Point: Hashable, CustomStringConvertible {
    var x: Int, y: Int
    var description: String { "(\(x),\(y))" }
    static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
}

let maze = [
    "S.#.....",
    ".##.###.",
    "....#...",
    "#.#...#.",
    "..#.#.#E",
]
let cells = maze.map { Array($0) }
var start = Point(x: 0, y: 0), goal = Point(x: 0, y: 0)
for (y, line) in cells.enumerated() {
    for (x, ch) in line.enumerated() {
        if ch == "S" { start = Point(x: x, y: y) }
        if ch == "E" { goal = Point(x: x, y: y) }
    }
}
let steps = [Point(x: 1, y: 0), Point(x: -1, y: 0), Point(x: 0, y: 1), Point(x: 0, y: -1)]

var queue = [start]
var head = 0
var visited: Set<Point> = [start]
var parent: [Point: Point] = [:]
while head < queue.count {
    let current = queue[head]
    head += 1
    if current == goal { break }
    for d in steps {
        let next = current + d
        guard next.y >= 0, next.y < cells.count, next.x >= 0, next.x < cells[0].count else { continue }
        guard cells[next.y][next.x] != "#", visited.insert(next).inserted else { continue }
        parent[next] = current
        queue.append(next)
    }
}

var path = [goal]
while let p = parent[path.last!] { path.append(p) }
path.reverse()
print("Start \(start), goal \(goal)")
print("Explored \(head) cells, visited \(visited.count)")
print("Shortest path length: \(path.count - 1)")
print("Path: " + path.map { $0.description }.joined(separator: " -> "))

var drawn = cells
for p in path.dropFirst().dropLast() { drawn[p.y][p.x] = "*" }
for line in drawn { print(String(line)) }

// expect: Start (0,0), goal (7,4)
// expect: Explored 27 cells, visited 27
// expect: Shortest path length: 13
// expect: Path: (0,0) -> (0,1) -> (0,2) -> (1,2) -> (2,2) -> (3,2) -> (3,3) -> (4,3) -> (5,3) -> (5,2) -> (6,2) -> (7,2) -> (7,3) -> (7,4)
// expect: S.#.....
// expect: *##.###.
// expect: ****#***
// expect: #.#***#*
// expect: ..#.#.#E
