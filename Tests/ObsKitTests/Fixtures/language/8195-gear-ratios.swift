// Advent of Code style: numbers in a schematic grid adjacent to symbols, gear ratios via dictionary
let input = """
467..114..
...*......
..35..633.
......#...
617*......
.....+.58.
..592.....
......755.
...$.*....
.664.598..
"""

let grid = input.split(separator: "\n").map { Array($0) }
let height = grid.count
let width = grid[0].count

struct Pos: Hashable {
    let r: Int
    let c: Int
}

var partSum = 0
var gears: [Pos: [Int]] = [:]

for r in 0..<height {
    var c = 0
    while c < width {
        guard grid[r][c].isNumber else { c += 1; continue }
        let start = c
        var value = 0
        while c < width, let d = grid[r][c].wholeNumberValue {
            value = value * 10 + d
            c += 1
        }
        var isPart = false
        var touchedGears = Set<Pos>()
        for rr in max(0, r - 1)...min(height - 1, r + 1) {
            for cc in max(0, start - 1)...min(width - 1, c) {
                let ch = grid[rr][cc]
                if ch != "." && !ch.isNumber {
                    isPart = true
                    if ch == "*" { touchedGears.insert(Pos(r: rr, c: cc)) }
                }
            }
        }
        if isPart { partSum += value }
        for g in touchedGears { gears[g, default: []].append(value) }
    }
}

print("Part 1: \(partSum)")
let ratios = gears.values.filter { $0.count == 2 }.map { $0[0] * $0[1] }
print("Gears: \(ratios.count)")
print("Part 2: \(ratios.reduce(0, +))")

// expect: Part 1: 4361
// expect: Gears: 2
// expect: Part 2: 467835
