// Puzzle style: Advent of Code calorie counting — sum blank-line separated groups, top three elves
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
    let snacks: [Int]
    var total: Int { snacks.reduce(0, +) }
}

func parseElves(_ text: String) -> [Elf] {
    var elves: [Elf] = []
    var current: [Int] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.isEmpty {
            elves.append(Elf(index: elves.count + 1, snacks: current))
            current.removeAll()
        } else if let value = Int(line) {
            current.append(value)
        }
    }
    if !current.isEmpty {
        elves.append(Elf(index: elves.count + 1, snacks: current))
    }
    return elves
}

let elves = parseElves(input)
print("Parsed \(elves.count) elves")
for elf in elves {
    let items = elf.snacks.map(String.init).joined(separator: "+")
    print("Elf #\(elf.index): \(items) = \(elf.total)")
}

let ranked = elves.sorted { lhs, rhs in
    lhs.total != rhs.total ? lhs.total > rhs.total : lhs.index < rhs.index
}
if let best = ranked.first {
    print("Part 1: elf \(best.index) carries \(best.total)")
}
let topThree = ranked.prefix(3)
let topSum = topThree.reduce(0) { $0 + $1.total }
print("Top three: \(topThree.map { $0.index }) -> \(topSum)")

// Alternative parse with nested split to cross-check
let groups = input.split(separator: "\n\n", omittingEmptySubsequences: true)
let totals = groups.map { group in
    group.split(separator: "\n").compactMap { Int($0) }.reduce(0, +)
}
print("Cross-check totals: \(totals)")
print("Max matches: \(totals.max() == ranked.first?.total)")
let average = Double(totals.reduce(0, +)) / Double(totals.count)
print("Average per elf: \(average)")
// expect: Parsed 5 elves
// expect: Elf #1: 1000+2000+3000 = 6000
// expect: Elf #2: 4000 = 4000
// expect: Elf #3: 5000+6000 = 11000
// expect: Elf #4: 7000+8000+9000 = 24000
// expect: Elf #5: 10000 = 10000
// expect: Part 1: elf 4 carries 24000
// expect: Top three: [4, 3, 5] -> 45000
// expect: Cross-check totals: [6000, 4000, 11000, 24000, 10000]
// expect: Max matches: true
// expect: Average per elf: 11000.0
