// Advent of Code style (hill climbing): a character heightmap searched breadth-first with a queue of grid positions
let map = """
Sabqponm
abcryxxl
accszExk
acctuvwj
abdefghi
"""

struct Pos: Hashable { let r: Int, c: Int }

let grid = map.split(separator: "\n").map { Array($0) }
var start = Pos(r: 0, c: 0), goal = Pos(r: 0, c: 0)
for (r, row) in grid.enumerated() {
    for (c, ch) in row.enumerated() {
        if ch == "S" { start = Pos(r: r, c: c) }
        if ch == "E" { goal = Pos(r: r, c: c) }
    }
}

func height(_ p: Pos) -> Int {
    let ch: Character
    switch grid[p.r][p.c] {
    case "S": ch = "a"
    case "E": ch = "z"
    case let other: ch = other
    }
    return Int(ch.asciiValue!)
}

func bfs(from sources: [Pos], canStep: (Pos, Pos) -> Bool, isGoal: (Pos) -> Bool) -> Int? {
    var queue = sources.map { ($0, 0) }
    var seen = Set(sources)
    var head = 0
    while head < queue.count {
        let (p, d) = queue[head]
        head += 1
        if isGoal(p) { return d }
        for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            let n = Pos(r: p.r + dr, c: p.c + dc)
            guard grid.indices.contains(n.r), grid[n.r].indices.contains(n.c), !seen.contains(n) else { continue }
            if canStep(p, n) {
                seen.insert(n)
                queue.append((n, d + 1))
            }
        }
    }
    return nil
}

print("start \(start.r),\(start.c) goal \(goal.r),\(goal.c)")
let forward = bfs(from: [start], canStep: { height($1) - height($0) <= 1 }, isGoal: { $0 == goal })
print("fewest steps from S:", forward.map(String.init) ?? "none")
let lowest = grid.indices.flatMap { r in grid[r].indices.map { Pos(r: r, c: $0) } }.filter { height($0) == 97 }
print("candidate starts:", lowest.count)
let best = bfs(from: [goal], canStep: { height($0) - height($1) <= 1 }, isGoal: { height($0) == 97 })
print("best hike:", best ?? -1)
let blocked = bfs(from: [start], canStep: { _, _ in false }, isGoal: { $0 == goal })
print("with no moves:", blocked as Any)

// expect: start 0,0 goal 2,5
// expect: fewest steps from S: 31
// expect: candidate starts: 6
// expect: best hike: 29
// expect: with no moves: nil
