// Advent of Code style: chained range maps applied to seeds and to whole seed intervals
let input = """
seeds: 79 14 55 13

seed-to-soil map:
50 98 2
52 50 48

soil-to-fertilizer map:
0 15 37
37 52 2
39 0 15

fertilizer-to-water map:
49 53 8
0 11 42
42 0 7
57 7 4

water-to-light map:
88 18 7
18 25 70

light-to-temperature map:
45 77 23
81 45 19
68 64 13

temperature-to-humidity map:
0 69 1
1 0 69

humidity-to-location map:
60 56 37
56 93 4
"""

struct Rule {
    let dest: Int
    let source: Int
    let length: Int
    var end: Int { source + length }
}

let blocks = input.split(separator: "\n\n")
let seeds = blocks[0].split(separator: " ").dropFirst().map { Int($0)! }
let maps: [[Rule]] = blocks.dropFirst().map { block in
    block.split(separator: "\n").dropFirst().map { line in
        let n = line.split(separator: " ").map { Int($0)! }
        return Rule(dest: n[0], source: n[1], length: n[2])
    }
}

func apply(_ value: Int, _ rules: [Rule]) -> Int {
    for r in rules where value >= r.source && value < r.end {
        return value - r.source + r.dest
    }
    return value
}

let locations = seeds.map { seed in maps.reduce(seed, apply) }
print("Locations: \(locations)")
print("Part 1: \(locations.min()!)")

// Part 2: push half-open intervals through every map, splitting as needed
var intervals: [(Int, Int)] = stride(from: 0, to: seeds.count, by: 2).map {
    (seeds[$0], seeds[$0] + seeds[$0 + 1])
}
for rules in maps {
    var next: [(Int, Int)] = []
    var pending = intervals
    while let (lo, hi) = pending.popLast() {
        var mapped = false
        for r in rules {
            let a = max(lo, r.source), b = min(hi, r.end)
            if a < b {
                next.append((a - r.source + r.dest, b - r.source + r.dest))
                if lo < a { pending.append((lo, a)) }
                if b < hi { pending.append((b, hi)) }
                mapped = true
                break
            }
        }
        if !mapped { next.append((lo, hi)) }
    }
    intervals = next
}
print("Intervals at the end: \(intervals.count)")
print("Part 2: \(intervals.map { $0.0 }.min()!)")

// expect: Locations: [82, 43, 86, 35]
// expect: Part 1: 35
// expect: Intervals at the end: 7
// expect: Part 2: 46
