// Advent of Code style: scratchcard matches with Set intersection and cascading copies
let input = """
Card 1: 41 48 83 86 17 | 83 86  6 31 17  9 48 53
Card 2: 13 32 20 16 61 | 61 30 68 82 17 32 24 19
Card 3:  1 21 53 59 44 | 69 82 63 72 16 21 14  1
Card 4: 41 92 73 84 69 | 59 84 76 51 58  5 54 83
Card 5: 87 83 26 28 32 | 88 30 70 12 93 22 82 36
Card 6: 31 18 13 56 72 | 74 77 10 23 35 67 36 11
"""

let matches: [Int] = input.split(separator: "\n").map { line in
    let numbers = line.split(separator: ":")[1].split(separator: "|")
    let winning = Set(numbers[0].split(separator: " ").compactMap { Int($0) })
    let mine = numbers[1].split(separator: " ").compactMap { Int($0) }
    return mine.filter { winning.contains($0) }.count
}
print("Matches: \(matches)")

let part1 = matches.filter { $0 > 0 }.map { 1 << ($0 - 1) }.reduce(0, +)
print("Part 1: \(part1)")

var copies = Array(repeating: 1, count: matches.count)
for (i, m) in matches.enumerated() where m > 0 {
    for j in (i + 1)...min(i + m, matches.count - 1) {
        copies[j] += copies[i]
    }
}
print("Copies: \(copies)")
print("Part 2: \(copies.reduce(0, +))")

// expect: Matches: [4, 2, 2, 1, 0, 0]
// expect: Part 1: 13
// expect: Copies: [1, 2, 4, 8, 14, 1]
// expect: Part 2: 30
