// Puzzle style: Advent of Code adapter arrangements and Collatz chains with dictionary memoization
let adapterInput = """
28
33
18
42
31
14
46
20
48
47
24
23
49
45
19
38
39
11
1
32
25
35
8
17
7
9
4
2
34
10
3
"""

let adapters = adapterInput.split(separator: "\n").compactMap { Int($0) }.sorted()
let chain = [0] + adapters + [adapters.last! + 3]
let differences = zip(chain.dropFirst(), chain).map { $0 - $1 }
let histogram = Dictionary(grouping: differences, by: { $0 }).mapValues(\.count)
print("Jolt differences: " + histogram.keys.sorted().map { "\($0)->\(histogram[$0]!)" }.joined(separator: ", "))
print("Part 1: \(histogram[1, default: 0] * histogram[3, default: 0])")

var memo: [Int: Int] = [:]
func arrangements(from index: Int) -> Int {
    if index == chain.count - 1 { return 1 }
    if let known = memo[index] { return known }
    var total = 0
    var next = index + 1
    while next < chain.count && chain[next] - chain[index] <= 3 {
        total += arrangements(from: next)
        next += 1
    }
    memo[index] = total
    return total
}
print("Part 2: \(arrangements(from: 0)) arrangements, memo size \(memo.count)")

var collatzCache: [Int: Int] = [1: 1]
func collatzLength(_ n: Int) -> Int {
    if let cached = collatzCache[n] { return cached }
    let next = n.isMultiple(of: 2) ? n / 2 : 3 * n + 1
    let length = 1 + collatzLength(next)
    collatzCache[n] = length
    return length
}
var bestStart = 1
for start in 1..<10_000 where collatzLength(start) > collatzLength(bestStart) {
    bestStart = start
}
print("Longest Collatz start below 10000: \(bestStart) with \(collatzLength(bestStart)) terms")
let hailstones = sequence(first: 27) { (n: Int) -> Int? in
    if n == 1 { return nil }
    return n % 2 == 0 ? n / 2 : 3 * n + 1
}
print("Sequence from 27 peaks at \(hailstones.max()!) after \(Array(hailstones).count) terms")

func makeMemoized<Input: Hashable, Output>(_ body: @escaping ((Input) -> Output, Input) -> Output) -> (Input) -> Output {
    var cache: [Input: Output] = [:]
    func wrapper(_ input: Input) -> Output {
        if let hit = cache[input] { return hit }
        let result = body(wrapper, input)
        cache[input] = result
        return result
    }
    return wrapper
}
let stairs = makeMemoized { (recurse: (Int) -> Int, n: Int) -> Int in
    n <= 1 ? 1 : recurse(n - 1) + recurse(n - 2) + (n >= 3 ? recurse(n - 3) : 0)
}
print("Ways to climb with 1,2,3 steps: \((1...10).map(stairs))")
print("Ways for 40 steps: \(stairs(40))")
// expect: Jolt differences: 1->22, 3->10
// expect: Part 1: 220
// expect: Part 2: 19208 arrangements, memo size 32
// expect: Longest Collatz start below 10000: 6171 with 262 terms
// expect: Sequence from 27 peaks at 9232 after 112 terms
// expect: Ways to climb with 1,2,3 steps: [1, 2, 4, 7, 13, 24, 44, 81, 149, 274]
// expect: Ways for 40 steps: 23837527729
