// Advent of Code style: rucksack compartments, Set intersection and letter priorities
let input = """
vJrwpWtwJgWrhcsFMMfFFhFp
jqHRNqRjqzjGDLGLrsFMfFZSrLrFZsSL
PmmdzqPrVvPwwTWBwg
wMqvLMZHhHMvwLHjbvcjnnSBnvTQFn
ttgJtRGJQctTZtZT
CrZsJsPPZsGzwwsLwLmpwMDw
"""

func priority(_ c: Character) -> Int {
    let v = Int(c.asciiValue!)
    if c.isLowercase {
        return v - Int(Character("a").asciiValue!) + 1
    } else {
        return v - Int(Character("A").asciiValue!) + 27
    }
}

let sacks = input.split(separator: "\n").map { Array($0) }

var part1 = 0
for sack in sacks {
    let half = sack.count / 2
    let left = Set(sack[..<half])
    let right = Set(sack[half...])
    let common = left.intersection(right)
    part1 += common.map(priority).reduce(0, +)
}
print("Part 1: \(part1)")

var part2 = 0
var badges: [Character] = []
for i in stride(from: 0, to: sacks.count, by: 3) {
    let badge = Set(sacks[i]).intersection(sacks[i + 1]).intersection(sacks[i + 2])
    let c = badge.first!
    badges.append(c)
    part2 += priority(c)
}
print("Badges: \(String(badges))")
print("Part 2: \(part2)")

// expect: Part 1: 157
// expect: Badges: rZ
// expect: Part 2: 70
