// Advent of Code style (2022 day 1): an embedded multi-line input split into groups, summed, top three sorted
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

let groups = input.split(separator: "\n", omittingEmptySubsequences: false)
    .split(separator: "")
    .map { group in group.compactMap { Int($0) }.reduce(0, +) }

let sorted = groups.sorted(by: >)
print("elves:", groups.count)
print("part 1:", sorted[0])
print("part 2:", sorted.prefix(3).reduce(0, +))
print("all:", groups)

// expect: elves: 5
// expect: part 1: 24000
// expect: part 2: 45000
// expect: all: [6000, 4000, 11000, 24000, 10000]
