// Kata style (number of islands): [[Character]] grid flood fill with an explicit DFS stack
struct Cell: Hashable {
    let row: Int
    let col: Int
    func neighbours() -> [Cell] {
        [Cell(row: row - 1, col: col), Cell(row: row + 1, col: col),
         Cell(row: row, col: col - 1), Cell(row: row, col: col + 1)]
    }
}

let map = """
##..#...
#...##..
....#..#
.##.....
.#...###
"""
let grid: [[Character]] = map.split(separator: "\n").map { Array($0) }
let rows = grid.count, cols = grid[0].count

func isLand(_ c: Cell) -> Bool {
    c.row >= 0 && c.row < rows && c.col >= 0 && c.col < cols && grid[c.row][c.col] == "#"
}

var seen = Set<Cell>()
var islandSizes: [Int] = []
for r in 0..<rows {
    for c in 0..<cols {
        let start = Cell(row: r, col: c)
        guard isLand(start), !seen.contains(start) else { continue }
        var stack = [start]
        seen.insert(start)
        var size = 0
        while let top = stack.popLast() {
            size += 1
            for n in top.neighbours() where isLand(n) && !seen.contains(n) {
                seen.insert(n)
                stack.append(n)
            }
        }
        islandSizes.append(size)
        print("Island #\(islandSizes.count) starts at (\(r), \(c)) size \(size)")
    }
}
print("Islands: \(islandSizes.count)")
print("Largest: \(islandSizes.max() ?? 0)")
print("Sizes sorted: \(islandSizes.sorted())")
let water = rows * cols - seen.count
print("Water cells: \(water)")

// expect: Island #1 starts at (0, 0) size 3
// expect: Island #2 starts at (0, 4) size 4
// expect: Island #3 starts at (2, 7) size 1
// expect: Island #4 starts at (3, 1) size 3
// expect: Island #5 starts at (4, 5) size 3
// expect: Islands: 5
// expect: Largest: 4
// expect: Sizes sorted: [1, 3, 3, 3, 4]
// expect: Water cells: 26
