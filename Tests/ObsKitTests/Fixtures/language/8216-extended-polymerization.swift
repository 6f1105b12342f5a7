// Advent of Code style: polymer insertion tracked as pair counts in a dictionary
let input = """
NNCB

CH -> B
HH -> N
CB -> H
NH -> C
HB -> C
HC -> B
HN -> C
NN -> C
BH -> H
NC -> B
NB -> B
BN -> B
BB -> N
BC -> B
CC -> N
CN -> C
"""

let sections = input.split(separator: "\n\n")
let template = Array(sections[0])
var rules: [String: Character] = [:]
for line in sections[1].split(separator: "\n") {
    let parts = line.split(separator: " ")
    rules[String(parts[0])] = parts[2].first!
}

func spread(after steps: Int) -> Int {
    var pairs: [String: Int] = [:]
    for (a, b) in zip(template, template.dropFirst()) {
        pairs[String([a, b]), default: 0] += 1
    }
    for _ in 0..<steps {
        var next: [String: Int] = [:]
        for (pair, n) in pairs {
            let chars = Array(pair)
            if let insert = rules[pair] {
                next[String([chars[0], insert]), default: 0] += n
                next[String([insert, chars[1]]), default: 0] += n
            } else {
                next[pair, default: 0] += n
            }
        }
        pairs = next
    }
    var counts: [Character: Int] = [template.last!: 1]
    for (pair, n) in pairs {
        counts[pair.first!, default: 0] += n
    }
    let sorted = counts.sorted { $0.value < $1.value }
    print("After \(steps): least \(sorted.first!.key)=\(sorted.first!.value), most \(sorted.last!.key)=\(sorted.last!.value)")
    return sorted.last!.value - sorted.first!.value
}

print("Part 1: \(spread(after: 10))")
print("Part 2: \(spread(after: 40))")

// expect: After 10: least H=161, most B=1749
// expect: Part 1: 1588
// expect: After 40: least H=3849876073, most B=2192039569602
// expect: Part 2: 2188189693529
