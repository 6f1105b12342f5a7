// Advent of Code style: octopus energy grid with cascading flashes until all flash together
let input = """
5483143223
2745854711
5264556173
6141336146
6357385478
4167524645
2176841721
6882881134
4846848554
5283751526
"""

var grid: [[Int]] = input.split(separator: "\n").map { row in
    row.compactMap { $0.wholeNumberValue }
}
let size = grid.count

func neighbors(_ r: Int, _ c: Int) -> [(Int, Int)] {
    var result: [(Int, Int)] = []
    for dr in -1...1 {
        for dc in -1...1 where !(dr == 0 && dc == 0) {
            let nr = r + dr, nc = c + dc
            if nr >= 0 && nr < size && nc >= 0 && nc < size {
                result.append((nr, nc))
            }
        }
    }
    return result
}

func step(_ grid: inout [[Int]]) -> Int {
    var toFlash: [(Int, Int)] = []
    for r in 0..<size {
        for c in 0..<size {
            grid[r][c] += 1
            if grid[r][c] == 10 { toFlash.append((r, c)) }
        }
    }
    var flashed = 0
    while let (r, c) = toFlash.popLast() {
        flashed += 1
        for (nr, nc) in neighbors(r, c) {
            grid[nr][nc] += 1
            if grid[nr][nc] == 10 { toFlash.append((nr, nc)) }
        }
    }
    for r in 0..<size {
        for c in 0..<size where grid[r][c] > 9 {
            grid[r][c] = 0
        }
    }
    return flashed
}

var total = 0
var stepNumber = 0
var allFlash: Int? = nil
while allFlash == nil || stepNumber < 100 {
    stepNumber += 1
    let flashes = step(&grid)
    if stepNumber <= 100 { total += flashes }
    if flashes == size * size && allFlash == nil { allFlash = stepNumber }
    if stepNumber == 10 {
        print("After step 10, first row: \(grid[0].map(String.init).joined())")
    }
}
print("Part 1: \(total)")
print("Part 2: \(allFlash!)")

// expect: After step 10, first row: 0481112976
// expect: Part 1: 1656
// expect: Part 2: 195
