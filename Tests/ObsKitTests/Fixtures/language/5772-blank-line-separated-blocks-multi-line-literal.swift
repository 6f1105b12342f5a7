// Advent of Code style (calorie groups): blank-line-separated blocks in a multi-line literal, summed, ranked and top-three totals
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

450
abc
300
"""

let blocks = input.components(separatedBy: "\n\n")
print("elves:", blocks.count)

let totals: [Int] = blocks.map { block in
    block.split(separator: "\n").compactMap { Int($0) }.reduce(0, +)
}
print("totals:", totals)

let ranked = totals.enumerated().sorted { $0.element > $1.element }
if let top = ranked.first {
    print("elf #\(top.offset + 1) carries \(top.element)")
}
let topThree = ranked.prefix(3)
print("top three:", topThree.map { "#\($0.offset + 1)" }.joined(separator: ","), topThree.reduce(0) { $0 + $1.element })

var skipped = 0
for line in input.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty && Int(line) == nil {
    skipped += 1
    print("skipping bad line: \(line)")
}
print("skipped:", skipped)

// the same parse done by hand, line by line
var current = 0
var best = Int.min
for line in input.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.isEmpty {
        best = max(best, current)
        current = 0
    } else {
        current += Int(line) ?? 0
    }
}
best = max(best, current)
print("best by hand:", best)

// expect: elves: 6
// expect: totals: [6000, 4000, 11000, 24000, 10000, 750]
// expect: elf #4 carries 24000
// expect: top three: #4,#3,#5 45000
// expect: skipping bad line: abc
// expect: skipped: 1
// expect: best by hand: 24000
