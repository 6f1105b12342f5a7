// Advent of Code style: mirror lines found by encoding rows as bitmasks and counting smudges
let input = """
#.##..##.
..#.##.#.
##......#
##......#
..#.##.#.
..##..##.
#.#.##.#.

#...##..#
#....#..#
..##..###
#####.##.
#####.##.
..##..###
#....#..#
"""

func masks(_ rows: [[Character]]) -> [Int] {
    rows.map { row in row.reduce(0) { ($0 << 1) | ($1 == "#" ? 1 : 0) } }
}

func transpose(_ rows: [[Character]]) -> [[Character]] {
    (0..<rows[0].count).map { c in rows.map { $0[c] } }
}

func reflection(_ values: [Int], smudges: Int) -> Int {
    for split in 1..<values.count {
        var diff = 0
        var i = split - 1, j = split
        while i >= 0 && j < values.count {
            diff += (values[i] ^ values[j]).nonzeroBitCount
            i -= 1
            j += 1
        }
        if diff == smudges { return split }
    }
    return 0
}

let patterns = input.split(separator: "\n\n").map { block in
    block.split(separator: "\n").map { Array($0) }
}

for smudges in 0...1 {
    var total = 0
    for p in patterns {
        let rows = reflection(masks(p), smudges: smudges)
        let cols = reflection(masks(transpose(p)), smudges: smudges)
        print("smudges=\(smudges) rows=\(rows) cols=\(cols)")
        total += rows * 100 + cols
    }
    print("Part \(smudges + 1): \(total)")
}

// expect: smudges=0 rows=0 cols=5
// expect: smudges=0 rows=4 cols=0
// expect: Part 1: 405
// expect: smudges=1 rows=3 cols=0
// expect: smudges=1 rows=1 cols=0
// expect: Part 2: 400
