// Advent of Code 2022 day 1 style: blank-line separated groups from a multi-line literal, split/compactMap/reduce, sorted(by:) top three
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

struct Elf {
    let index: Int
    let items: [Int]
    var total: Int { items.reduce(0, +) }
}

func parseElves(_ text: String) -> [Elf] {
    let blocks = text.split(separator: "\n", omittingEmptySubsequences: false)
        .split(whereSeparator: { $0.isEmpty })
    return blocks.enumerated().map { offset, lines in
        Elf(index: offset + 1, items: lines.compactMap { Int($0) })
    }
}

let elves = parseElves(input)
print("Parsed \(elves.count) elves")
for elf in elves {
    let list = elf.items.map(String.init).joined(separator: "+")
    print("Elf #\(elf.index): \(list) = \(elf.total)")
}

let ranked = elves.sorted { lhs, rhs in
    lhs.total != rhs.total ? lhs.total > rhs.total : lhs.index < rhs.index
}
if let best = ranked.first {
    print("Part 1: elf #\(best.index) carries \(best.total)")
}
let topThree = ranked.prefix(3)
print("Top three: \(topThree.map(\.index))")
print("Part 2: \(topThree.reduce(0) { $0 + $1.total })")

let average = Double(elves.map(\.total).reduce(0, +)) / Double(elves.count)
print("Average load: \(average)")
let heavy = elves.filter { Double($0.total) > average }.map(\.index)
print("Above average: \(heavy)")
let maxItem = elves.flatMap(\.items).max() ?? 0
print("Largest single item: \(maxItem)")
// expect: Parsed 5 elves
// expect: Elf #1: 1000+2000+3000 = 6000
// expect: Elf #2: 4000 = 4000
// expect: Elf #3: 5000+6000 = 11000
// expect: Elf #4: 7000+8000+9000 = 24000
// expect: Elf #5: 10000 = 10000
// expect: Part 1: elf #4 carries 24000
// expect: Top three: [4, 3, 5]
// expect: Part 2: 45000
// expect: Average load: 11000.0
// expect: Above average: [4]
// expect: Largest single item: 10000
