// Advent of Code style (number puzzles): two embedded lists paired after sorting, distance sum and similarity score with counts
let puzzle = """
3   4
4   3
2   5
1   3
3   9
3   3
"""

var left: [Int] = []
var right: [Int] = []
for line in puzzle.split(separator: "\n") {
    let nums = line.split(separator: " ", omittingEmptySubsequences: true).compactMap { Int($0) }
    guard nums.count == 2 else { continue }
    left.append(nums[0])
    right.append(nums[1])
}

let pairs = zip(left.sorted(), right.sorted())
let distances = pairs.map { abs($0 - $1) }
print("pairs:", Array(pairs).map { "\($0.0)-\($0.1)" })
print("distances:", distances, "total:", distances.reduce(0, +))

let counts = right.reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }
let similarity = left.reduce(0) { $0 + $1 * counts[$1, default: 0] }
print("similarity:", similarity)

func digitsSum(_ n: Int) -> Int {
    String(n).compactMap { $0.wholeNumberValue }.reduce(0, +)
}
let bigNumbers = [1234, 9081726354, 7, 99999]
print(bigNumbers.map(digitsSum))

func collatzLength(_ start: Int) -> Int {
    var n = start, steps = 0
    while n != 1 {
        n = n.isMultiple(of: 2) ? n / 2 : 3 * n + 1
        steps += 1
    }
    return steps
}
let longest = (1...30).max { collatzLength($0) < collatzLength($1) }!
print("longest collatz under 30:", longest, collatzLength(longest))

let primes = (2...50).filter { n in !(2..<n).contains { n % $0 == 0 } }
print(primes.count, primes.suffix(3))

// expect: pairs: ["1-3", "2-3", "3-3", "3-4", "3-5", "4-9"]
// expect: distances: [2, 1, 0, 1, 2, 5] total: 11
// expect: similarity: 31
// expect: [10, 45, 7, 45]
// expect: longest collatz under 30: 27 111
// expect: 15 [41, 43, 47]
