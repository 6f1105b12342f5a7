// Advent of Code style (2020 day 1): expense report parsed with compactMap, Set lookup for pair and triple summing to 2020
let input = """
1721
979
366
299
675
1456
"""

let entries = input.split(separator: "\n").compactMap { Int($0) }
let seen = Set(entries)

if let a = entries.first(where: { seen.contains(2020 - $0) }) {
    print("part 1:", a, 2020 - a, a * (2020 - a))
}

outer: for (i, a) in entries.enumerated() {
    for b in entries[(i + 1)...] {
        let c = 2020 - a - b
        if c > b && seen.contains(c) {
            print("part 2:", [a, b, c].sorted(), a * b * c)
            break outer
        }
    }
}

// expect: part 1: 1721 299 514579
// expect: part 2: [366, 675, 979] 241861950
