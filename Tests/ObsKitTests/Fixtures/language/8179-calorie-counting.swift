// Advent of Code style: calorie counting with blank-line groups, max and top-three sum
import Foundation

let input = """
1000
2000
3000

4000

5000
6000

7000
8000
9000

10000
"""

let elves = input.components(separatedBy: "\n\n").map { group in
    group.split(separator: "\n").map { Int(String($0))! }.reduce(0, +)
}

print("Elves: \(elves.count)")
print("Part 1: \(elves.max()!)")

let topThree = elves.sorted(by: >).prefix(3)
print("Top three: \(Array(topThree))")
print("Part 2: \(topThree.reduce(0, +))")

if let richest = elves.indices.max(by: { elves[$0] < elves[$1] }) {
    print("Richest elf is #\(richest + 1)")
}

// expect: Elves: 5
// expect: Part 1: 24000
// expect: Top three: [24000, 11000, 10000]
// expect: Part 2: 45000
// expect: Richest elf is #4
