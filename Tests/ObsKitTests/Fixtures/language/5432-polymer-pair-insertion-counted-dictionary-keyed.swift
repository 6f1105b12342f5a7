// Advent of Code style (2021 day 14): polymer pair insertion counted with a Dictionary keyed by a Pair struct, reduce(into:)
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

struct Pair: Hashable {
    let a: Character
    let b: Character
}

let lines = input.split(separator: "\n")
let template = Array(lines[0])
var rules = [Pair: Character]()
for line in lines.dropFirst() {
    let parts = line.split(separator: " ")
    let lhs = Array(parts[0])
    rules[Pair(a: lhs[0], b: lhs[1])] = parts[2].first!
}

func solve(steps: Int) -> Int {
    var pairs = zip(template, template.dropFirst()).reduce(into: [Pair: Int]()) { counts, p in
        counts[Pair(a: p.0, b: p.1), default: 0] += 1
    }
    for _ in 0..<steps {
        var next = [Pair: Int]()
        for (pair, n) in pairs {
            if let mid = rules[pair] {
                next[Pair(a: pair.a, b: mid), default: 0] += n
                next[Pair(a: mid, b: pair.b), default: 0] += n
            } else {
                next[pair, default: 0] += n
            }
        }
        pairs = next
    }
    var letters = [Character: Int]()
    for (pair, n) in pairs { letters[pair.a, default: 0] += n }
    letters[template.last!, default: 0] += 1
    let counts = letters.values.sorted()
    if steps == 10 {
        print("  counts:", letters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
    }
    return counts.last! - counts.first!
}

print("rules:", rules.count)
print("part 1:", solve(steps: 10))
print("part 2:", solve(steps: 40))

// expect: rules: 16
// expect:   counts: B=1749 C=298 H=161 N=865
// expect: part 1: 1588
// expect: part 2: 2188189693529
