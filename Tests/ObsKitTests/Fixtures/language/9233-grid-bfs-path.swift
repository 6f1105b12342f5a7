// grid-bfs-path
// expected output: swiftc 6.3.1 (Linux), run on this machine

struct Pos: Hashable {
    let r: Int, c: Int
    var neighbors: [Pos] { [Pos(r: r - 1, c: c), Pos(r: r + 1, c: c), Pos(r: r, c: c - 1), Pos(r: r, c: c + 1)] }
}

let maze = """
S..#......
.#.#.####.
.#...#....
.####.#.#.
......#.#E
"""
let grid = maze.split(separator: "\n").map(Array.init)
let rows = grid.count, cols = grid[0].count
func find(_ ch: Character) -> Pos {
    for r in 0..<rows { for c in 0..<cols where grid[r][c] == ch { return Pos(r: r, c: c) } }
    fatalError("missing \(ch)")
}
func open(_ p: Pos) -> Bool { p.r >= 0 && p.r < rows && p.c >= 0 && p.c < cols && grid[p.r][p.c] != "#" }

func bfs(from start: Pos, to goal: Pos) -> [Pos]? {
    var queue = [start], head = 0
    var cameFrom: [Pos: Pos] = [:]
    var seen: Set<Pos> = [start]
    while head < queue.count {
        let cur = queue[head]; head += 1
        if cur == goal {
            var path = [cur]
            while let prev = cameFrom[path.last!] { path.append(prev) }
            return path.reversed()
        }
        for n in cur.neighbors where open(n) && !seen.contains(n) {
            seen.insert(n)
            cameFrom[n] = cur
            queue.append(n)
        }
    }
    return nil
}

let start = find("S"), end = find("E")
print("grid \(rows)x\(cols), start \(start.r),\(start.c) end \(end.r),\(end.c)")
if let path = bfs(from: start, to: end) {
    print("steps:", path.count - 1)
    var drawn = grid
    for p in path.dropFirst().dropLast() { drawn[p.r][p.c] = "*" }
    for row in drawn { print(String(row)) }
    let turns = zip(path, path.dropFirst()).map { a, b in b.r != a.r ? "V" : "H" }
    var changes = 0
    for (x, y) in zip(turns, turns.dropFirst()) where x != y { changes += 1 }
    print("direction changes:", changes)
}
var dist: [Pos: Int] = [start: 0]
var frontier = [start]
while !frontier.isEmpty {
    var next: [Pos] = []
    for p in frontier {
        for n in p.neighbors where open(n) && dist[n] == nil {
            dist[n] = dist[p]! + 1
            next.append(n)
        }
    }
    frontier = next
}
let far = dist.values.max()!
print("reachable:", dist.count, "farthest:", far)
print("open cells:", grid.joined().filter { $0 != "#" }.count)
print(bfs(from: start, to: Pos(r: 0, c: 3)) == nil ? "wall unreachable" : "??")

// expect: grid 5x10, start 0,0 end 4,9
// expect: steps: 17
// expect: S**#******
// expect: .#*#*####*
// expect: .#***#...*
// expect: .####.#.#*
// expect: ......#.#E
// expect: direction changes: 5
// expect: reachable: 33 farthest: 19
// expect: open cells: 33
// expect: wall unreachable
