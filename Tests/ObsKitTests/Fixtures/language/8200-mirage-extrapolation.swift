// Advent of Code style: recursive difference sequences to extrapolate forwards and backwards
let input = """
0 3 6 9 12 15
1 3 6 10 15 21
10 13 16 21 30 45
"""

let histories = input.split(separator: "\n").map { line in
    line.split(separator: " ").map { Int($0)! }
}

func extrapolate(_ values: [Int]) -> Int {
    if values.allSatisfy({ $0 == 0 }) { return 0 }
    let diffs = zip(values.dropFirst(), values).map { $0 - $1 }
    return values.last! + extrapolate(diffs)
}

func depth(_ values: [Int]) -> Int {
    var current = values
    var levels = 0
    while !current.allSatisfy({ $0 == 0 }) {
        current = zip(current.dropFirst(), current).map(-)
        levels += 1
    }
    return levels
}

let forward = histories.map(extrapolate)
let backward = histories.map { extrapolate($0.reversed()) }
print("Next values: \(forward)")
print("Depths: \(histories.map(depth))")
print("Part 1: \(forward.reduce(0, +))")
print("Previous values: \(backward)")
print("Part 2: \(backward.reduce(0, +))")

// expect: Next values: [18, 28, 68]
// expect: Depths: [2, 3, 4]
// expect: Part 1: 114
// expect: Previous values: [-3, 0, 5]
// expect: Part 2: 2
