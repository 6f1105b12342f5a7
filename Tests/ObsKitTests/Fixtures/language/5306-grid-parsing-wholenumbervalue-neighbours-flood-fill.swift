// Advent of Code style (2021 day 9, smoke basin): grid parsing with wholeNumberValue, neighbours and flood-fill BFS
let input = """
2199943210
3987894921
9856789892
8767896789
9899965678
"""
let grid: [[Int]] = input.split(separator: "\n").map { $0.compactMap(\.wholeNumberValue) }
let rows = grid.count, cols = grid[0].count
print("grid \(rows)x\(cols)")

struct Pos: Hashable, CustomStringConvertible {
    let r: Int, c: Int
    var description: String { "(\(r),\(c))" }
    var neighbours: [Pos] {
        [Pos(r: r - 1, c: c), Pos(r: r + 1, c: c), Pos(r: r, c: c - 1), Pos(r: r, c: c + 1)]
            .filter { (0..<rows).contains($0.r) && (0..<cols).contains($0.c) }
    }
}

func height(_ p: Pos) -> Int { grid[p.r][p.c] }

let lows = (0..<rows).flatMap { r in (0..<cols).map { Pos(r: r, c: $0) } }
    .filter { p in p.neighbours.allSatisfy { height($0) > height(p) } }
print("low points:", lows)
print("part 1:", lows.map { height($0) + 1 }.reduce(0, +))

func basinSize(from start: Pos) -> Int {
    var seen: Set<Pos> = [start]
    var queue = [start]
    var head = 0
    while head < queue.count {
        let p = queue[head]; head += 1
        for n in p.neighbours where height(n) != 9 && !seen.contains(n) {
            seen.insert(n)
            queue.append(n)
        }
    }
    return seen.count
}

let sizes = lows.map(basinSize(from:))
print("basins:", sizes)
print("part 2:", sizes.sorted(by: >).prefix(3).reduce(1, *))
let histogram = grid.joined().reduce(into: Array(repeating: 0, count: 10)) { $0[$1] += 1 }
print(histogram)
print(zip(lows, sizes).map { "\($0)=\($1)" }.joined(separator: " "))

// expect: grid 5x10
// expect: low points: [(0,1), (0,9), (2,2), (4,6)]
// expect: part 1: 15
// expect: basins: [3, 9, 14, 9]
// expect: part 2: 1134
// expect: [1, 3, 4, 2, 2, 2, 5, 6, 10, 15]
// expect: (0,1)=3 (0,9)=9 (2,2)=14 (4,6)=9
