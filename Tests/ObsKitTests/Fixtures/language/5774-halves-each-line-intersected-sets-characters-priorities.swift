// Advent of Code style (rucksacks): halves of each line intersected as Sets of Characters, priorities from ASCII, groups of three
let packs = """
vJrwpWtwJgWrhcsFMMfFFhFp
jqHRNqRjqzjGDLGLrsFMfFZSrLrFZsSL
PmmdzqPrVvPwwTWBwg
wMqvLMZHhHMvwLHjbvcjnnSBnvTQFn
ttgJtRGJQctTZtZT
CrZsJsPPZsGzwwsLwLmpwMDw
"""

func priority(_ c: Character) -> Int {
    guard let v = c.asciiValue else { return 0 }
    if c.isLowercase { return Int(v) - Int(Character("a").asciiValue!) + 1 }
    return Int(v) - Int(Character("A").asciiValue!) + 27
}

let lines = packs.split(separator: "\n")
var total = 0
for line in lines {
    let mid = line.index(line.startIndex, offsetBy: line.count / 2)
    let left = Set(line[..<mid])
    let right = Set(line[mid...])
    let shared = left.intersection(right)
    let item = shared.sorted().first!
    total += priority(item)
    print(line.prefix(6) + "...", item, priority(item))
}
print("sum of priorities:", total)

var badgeTotal = 0
for start in stride(from: 0, to: lines.count, by: 3) {
    let group = lines[start..<min(start + 3, lines.count)]
    let common = group.dropFirst().reduce(Set(group.first!)) { $0.intersection($1) }
    let badge = common.first!
    print("group \(start / 3 + 1) badge:", badge)
    badgeTotal += priority(badge)
}
print("badge priorities:", badgeTotal)

let letterCounts = lines.joined().reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
let top = letterCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
print(top.map { "\($0.key)=\($0.value)" }.joined(separator: " "))

// expect: vJrwpW... p 16
// expect: jqHRNq... L 38
// expect: Pmmdzq... P 42
// expect: wMqvLM... v 22
// expect: ttgJtR... t 20
// expect: CrZsJs... s 19
// expect: sum of priorities: 157
// expect: group 1 badge: r
// expect: group 2 badge: Z
// expect: badge priorities: 70
// expect: w=12 F=8 L=8
