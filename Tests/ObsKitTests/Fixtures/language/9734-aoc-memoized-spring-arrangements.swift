// Advent of Code 2023 day 12 style: recursion with memoization in a dictionary keyed by a Hashable struct, ArraySlice, unfolding input
let input = """
???.### 1,1,3
.??..??...?##. 1,1,3
?#?#?#?#?#?#?#? 1,3,1,6
????.#...#... 4,1,1
????.######..#####. 1,6,5
?###???????? 3,2,1
"""

struct Key: Hashable {
    let pos: Int
    let group: Int
}

final class Solver {
    let springs: [Character]
    let groups: [Int]
    private var memo: [Key: Int] = [:]
    private(set) var calls = 0

    init(springs: [Character], groups: [Int]) {
        self.springs = springs
        self.groups = groups
    }

    func count(_ pos: Int = 0, _ group: Int = 0) -> Int {
        let key = Key(pos: pos, group: group)
        if let cached = memo[key] { return cached }
        calls += 1
        var result = 0
        if pos >= springs.count {
            result = group == groups.count ? 1 : 0
        } else {
            let c = springs[pos]
            if c == "." || c == "?" {
                result += count(pos + 1, group)
            }
            if (c == "#" || c == "?") && group < groups.count {
                let len = groups[group]
                let end = pos + len
                if end <= springs.count,
                   !springs[pos..<end].contains("."),
                   end == springs.count || springs[end] != "#" {
                    result += count(min(end + 1, springs.count), group + 1)
                }
            }
        }
        memo[key] = result
        return result
    }
}

var part1 = 0, part2 = 0
for line in input.split(separator: "\n") {
    let parts = line.split(separator: " ")
    let pattern = String(parts[0])
    let groups = parts[1].split(separator: ",").compactMap { Int($0) }
    let small = Solver(springs: Array(pattern), groups: groups)
    let a = small.count()
    let unfolded = Array(repeating: pattern, count: 5).joined(separator: "?")
    let big = Solver(springs: Array(unfolded), groups: Array([[Int]](repeating: groups, count: 5).joined()))
    let b = big.count()
    print("\(pattern) \(groups): \(a) arrangements, unfolded \(b) (\(big.calls) states)")
    part1 += a
    part2 += b
}
print("Part 1: \(part1)")
print("Part 2: \(part2)")
// expect: ???.### [1, 1, 3]: 1 arrangements, unfolded 1 (46 states)
// expect: .??..??...?##. [1, 1, 3]: 4 arrangements, unfolded 16384 (159 states)
// expect: ?#?#?#?#?#?#?#? [1, 3, 1, 6]: 1 arrangements, unfolded 1 (26 states)
// expect: ????.#...#... [4, 1, 1]: 1 arrangements, unfolded 16 (69 states)
// expect: ????.######..#####. [1, 6, 5]: 4 arrangements, unfolded 2500 (69 states)
// expect: ?###???????? [3, 2, 1]: 10 arrangements, unfolded 506250 (110 states)
// expect: Part 1: 21
// expect: Part 2: 525152
