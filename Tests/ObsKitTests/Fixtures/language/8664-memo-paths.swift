// Kata style (lattice paths & tribonacci): recursion memoized through inout dictionaries and captured caches
struct Key: Hashable {
    let right: Int
    let down: Int
}

func latticePaths(_ r: Int, _ d: Int, memo: inout [Key: Int]) -> Int {
    if r == 0 || d == 0 { return 1 }
    let key = Key(right: r, down: d)
    if let cached = memo[key] { return cached }
    let total = latticePaths(r - 1, d, memo: &memo) + latticePaths(r, d - 1, memo: &memo)
    memo[key] = total
    return total
}

var memo: [Key: Int] = [:]
for n in [2, 3, 5, 10, 16] {
    print("Lattice \(n)x\(n): \(latticePaths(n, n, memo: &memo))")
}
print("Memo entries: \(memo.count)")

func makeMemoized(_ body: @escaping ((Int) -> Int, Int) -> Int) -> (Int) -> Int {
    var cache: [Int: Int] = [:]
    var calls = 0
    func wrapper(_ n: Int) -> Int {
        if let hit = cache[n] { return hit }
        calls += 1
        let value = body(wrapper, n)
        cache[n] = value
        return value
    }
    return { n in
        let v = wrapper(n)
        print("  (computed so far: \(calls))")
        return v
    }
}

let tribonacci = makeMemoized { recurse, n in
    n < 2 ? 0 : (n == 2 ? 1 : recurse(n - 1) + recurse(n - 2) + recurse(n - 3))
}
for n in [5, 10, 30, 12] {
    let value = tribonacci(n)
    print("T(\(n)) = \(value)")
}

var collatzCache: [Int: Int] = [1: 1]
func collatzLength(_ n: Int) -> Int {
    if let known = collatzCache[n] { return known }
    let next = n % 2 == 0 ? n / 2 : 3 * n + 1
    let length = 1 + collatzLength(next)
    collatzCache[n] = length
    return length
}
let longest = (1..<1000).max { collatzLength($0) < collatzLength($1) }!
print("Longest Collatz start below 1000: \(longest) (\(collatzLength(longest)) terms)")

// expect: Lattice 2x2: 6
// expect: Lattice 3x3: 20
// expect: Lattice 5x5: 252
// expect: Lattice 10x10: 184756
// expect: Lattice 16x16: 601080390
// expect: Memo entries: 256
// expect:   (computed so far: 6)
// expect: T(5) = 4
// expect:   (computed so far: 11)
// expect: T(10) = 81
// expect:   (computed so far: 31)
// expect: T(30) = 15902591
// expect:   (computed so far: 31)
// expect: T(12) = 274
// expect: Longest Collatz start below 1000: 871 (179 terms)
