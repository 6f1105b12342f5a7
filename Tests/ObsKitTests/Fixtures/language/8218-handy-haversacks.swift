// Advent of Code style: bag containment rules, memoized reverse search and recursive counting
import Foundation

let input = """
light red bags contain 1 bright white bag, 2 muted yellow bags.
dark orange bags contain 3 bright white bags, 4 muted yellow bags.
bright white bags contain 1 shiny gold bag.
muted yellow bags contain 2 shiny gold bags, 9 faded blue bags.
shiny gold bags contain 1 dark olive bag, 2 vibrant plum bags.
dark olive bags contain 3 faded blue bags, 4 dotted black bags.
vibrant plum bags contain 5 faded blue bags, 6 dotted black bags.
faded blue bags contain no other bags.
dotted black bags contain no other bags.
"""

var rules: [String: [(count: Int, color: String)]] = [:]
for line in input.split(separator: "\n") {
    let halves = line.components(separatedBy: " bags contain ")
    let outer = halves[0]
    var inner: [(count: Int, color: String)] = []
    if !halves[1].hasPrefix("no other") {
        for part in halves[1].components(separatedBy: ", ") {
            let words = part.split(separator: " ")
            inner.append((Int(words[0])!, "\(words[1]) \(words[2])"))
        }
    }
    rules[outer] = inner
}

var canHoldCache: [String: Bool] = [:]
func canHold(_ color: String, target: String) -> Bool {
    if let cached = canHoldCache[color] { return cached }
    let result = rules[color]!.contains { $0.color == target || canHold($0.color, target: target) }
    canHoldCache[color] = result
    return result
}

func bagsInside(_ color: String) -> Int {
    rules[color]!.reduce(0) { $0 + $1.count * (1 + bagsInside($1.color)) }
}

let holders = rules.keys.filter { canHold($0, target: "shiny gold") }.sorted()
print("Holders: \(holders.joined(separator: ", "))")
print("Part 1: \(holders.count)")
print("Part 2: \(bagsInside("shiny gold"))")

// expect: Holders: bright white, dark orange, light red, muted yellow
// expect: Part 1: 4
// expect: Part 2: 32
