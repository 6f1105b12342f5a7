// Advent of Code 2022 day 3 style: Set intersection, Character.asciiValue / isLowercase, stride(by:) chunking into groups of three
let input = """
vJrwpWtwJgWrhcsFMMfFFhFp
jqHRNqRjqzjGDLGLrsFMfFZSrLrFZsSL
PmmdzqPrVvPwwTWBwg
wMqvLMZHhHMvwLHjbvcjnnSBnvTQFn
ttgJtRGJQctTZtZT
CrZsJsPPZsGzwwsLwLmpwMDw
"""

func priority(_ c: Character) -> Int {
    guard let v = c.asciiValue else { return 0 }
    if c.isLowercase { return Int(v - Character("a").asciiValue!) + 1 }
    return Int(v - Character("A").asciiValue!) + 27
}

let sacks = input.split(separator: "\n").map(String.init)
var part1 = 0
for sack in sacks {
    let mid = sack.index(sack.startIndex, offsetBy: sack.count / 2)
    let left = Set(sack[..<mid]), right = Set(sack[mid...])
    let shared = left.intersection(right).sorted()
    let score = shared.map(priority).reduce(0, +)
    part1 += score
    print("\(sack[..<mid]) | \(sack[mid...]) -> \(String(shared)) (\(score))")
}
print("Part 1: \(part1)")

var part2 = 0
for start in stride(from: 0, to: sacks.count, by: 3) {
    let group = sacks[start..<min(start + 3, sacks.count)]
    let common = group.dropFirst().reduce(Set(group.first!)) { $0.intersection($1) }
    let badge = common.sorted().first!
    print("Group \(start / 3 + 1) badge: \(badge) priority \(priority(badge))")
    part2 += priority(badge)
}
print("Part 2: \(part2)")

let letterCounts = sacks.joined().reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
let top = letterCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
print("Most common: " + top.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
// expect: vJrwpWtwJgWr | hcsFMMfFFhFp -> p (16)
// expect: jqHRNqRjqzjGDLGL | rsFMfFZSrLrFZsSL -> L (38)
// expect: PmmdzqPrV | vPwwTWBwg -> P (42)
// expect: wMqvLMZHhHMvwLH | jbvcjnnSBnvTQFn -> v (22)
// expect: ttgJtRGJ | QctTZtZT -> t (20)
// expect: CrZsJsPPZsGz | wwsLwLmpwMDw -> s (19)
// expect: Part 1: 157
// expect: Group 1 badge: r priority 18
// expect: Group 2 badge: Z priority 52
// expect: Part 2: 70
// expect: Most common: w=12, F=8, L=8
