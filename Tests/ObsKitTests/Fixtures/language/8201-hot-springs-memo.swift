// Advent of Code style: spring arrangements counted by recursion memoized in a [String: Int] cache
let input = """
???.### 1,1,3
.??..??...?##. 1,1,3
?#?#?#?#?#?#?#? 1,3,1,6
????.#...#... 4,1,1
????.######..#####. 1,6,5
?###???????? 3,2,1
"""

var cache: [String: Int] = [:]

func count(_ springs: [Character], _ groups: [Int]) -> Int {
    let key = String(springs) + " " + groups.map(String.init).joined(separator: ",")
    if let cached = cache[key] { return cached }

    guard let first = springs.first else {
        return groups.isEmpty ? 1 : 0
    }
    var result = 0
    if first == "." || first == "?" {
        result += count(Array(springs.dropFirst()), groups)
    }
    if (first == "#" || first == "?"), let g = groups.first {
        if springs.count >= g,
           !springs[0..<g].contains("."),
           springs.count == g || springs[g] != "#" {
            let rest = springs.count == g ? [] : Array(springs[(g + 1)...])
            result += count(rest, Array(groups.dropFirst()))
        }
    }
    cache[key] = result
    return result
}

var part1 = 0
var part2 = 0
for line in input.split(separator: "\n") {
    let parts = line.split(separator: " ")
    let springs = Array(parts[0])
    let groups = parts[1].split(separator: ",").map { Int($0)! }
    let arrangements = count(springs, groups)
    print("\(parts[0]) -> \(arrangements)")
    part1 += arrangements

    let unfoldedSprings = Array(Array(repeating: String(parts[0]), count: 5).joined(separator: "?"))
    let unfoldedGroups = Array(Array(repeating: groups, count: 5).joined())
    part2 += count(unfoldedSprings, unfoldedGroups)
}
print("Part 1: \(part1)")
print("Part 2: \(part2)")

// expect: ???.### -> 1
// expect: .??..??...?##. -> 4
// expect: ?#?#?#?#?#?#?#? -> 1
// expect: ????.#...#... -> 1
// expect: ????.######..#####. -> 4
// expect: ?###???????? -> 10
// expect: Part 1: 21
// expect: Part 2: 525152
