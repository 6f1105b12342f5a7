// Puzzle style: count islands and their sizes in a character grid using BFS with a visited set
let map = """
11000110
11000100
00100000
00011011
10000011
10111000
"""

struct Point: Hashable, CustomStringConvertible {
    let row: Int
    let col: Int
    var description: String { "(\(row),\(col))" }

    func neighbours() -> [Point] {
        [Point(row: row - 1, col: col), Point(row: row + 1, col: col),
         Point(row: row, col: col - 1), Point(row: row, col: col + 1)]
    }
}

let grid: [[Character]] = map.split(separator: "\n").map { Array($0) }
let height = grid.count
let width = grid[0].count

func inBounds(_ p: Point) -> Bool {
    p.row >= 0 && p.row < height && p.col >= 0 && p.col < width
}

var visited = Set<Point>()
var islands: [(start: Point, size: Int)] = []

for r in 0..<height {
    for c in 0..<width where grid[r][c] == "1" {
        let start = Point(row: r, col: c)
        if visited.contains(start) { continue }
        var queue = [start]
        var head = 0
        visited.insert(start)
        while head < queue.count {
            let current = queue[head]
            head += 1
            for next in current.neighbours() where inBounds(next) {
                if grid[next.row][next.col] == "1" && !visited.contains(next) {
                    visited.insert(next)
                    queue.append(next)
                }
            }
        }
        islands.append((start: start, size: queue.count))
    }
}

print("Grid is \(width)x\(height)")
print("Islands found: \(islands.count)")
for (number, island) in islands.enumerated() {
    print("  island \(number + 1) starts at \(island.start) size \(island.size)")
}
let largest = islands.max { $0.size < $1.size }!
print("Largest: \(largest.size) at \(largest.start)")
let landCells = grid.joined().filter { $0 == "1" }.count
print("Land cells: \(landCells), visited: \(visited.count)")
let sizes = islands.map(\.size).sorted(by: >)
print("Sizes descending: \(sizes)")
// expect: Grid is 8x6
// expect: Islands found: 7
// expect:   island 1 starts at (0,0) size 4
// expect:   island 2 starts at (0,5) size 3
// expect:   island 3 starts at (2,2) size 1
// expect:   island 4 starts at (3,3) size 2
// expect:   island 5 starts at (3,6) size 4
// expect:   island 6 starts at (4,0) size 2
// expect:   island 7 starts at (5,2) size 3
// expect: Largest: 4 at (0,0)
// expect: Land cells: 19, visited: 19
// expect: Sizes descending: [4, 4, 3, 3, 2, 2, 1]
