// Compiler test style: memoized recursion with tuple results, switch on parity tuples and where filters
var cache: [Int: Int] = [1: 0]

func collatzLength(_ n: Int) -> Int {
    if let c = cache[n] { return c }
    let next: Int
    switch (n % 2, n) {
    case (0, _): next = n / 2
    case (_, let odd): next = 3 * odd + 1
    }
    let result = 1 + collatzLength(next)
    cache[n] = result
    return result
}

var best = (n: 1, steps: 0)
for n in 1...1000 {
    let s = collatzLength(n)
    if s > best.steps { best = (n, s) }
}
print("longest chain under 1000: \(best.n) with \(best.steps) steps")

for n in [1, 2, 3, 6, 7, 27, 97] {
    print("collatz(\(n)) = \(collatzLength(n))")
}

func path(_ n: Int) -> [Int] {
    switch n {
    case 1: return [1]
    case let even where even % 2 == 0: return [n] + path(even / 2)
    default: return [n] + path(3 * n + 1)
    }
}
print("path(6): \(path(6))")
print("peak of path(27): \(path(27).max()!)")

func digitSum(_ n: Int) -> (sum: Int, digits: Int) {
    switch n {
    case 0...9: return (n, 1)
    default:
        let (s, d) = digitSum(n / 10)
        return (s + n % 10, d + 1)
    }
}

func digitalRoot(_ n: Int) -> Int {
    let (s, d) = digitSum(n)
    return d == 1 ? s : digitalRoot(s)
}

for n in [0, 7, 38, 9875, 123456789] {
    let (s, d) = digitSum(n)
    print("\(n): \(d) digits, sum \(s), root \(digitalRoot(n))")
}

var pascalMemo: [[Int]] = []
func pascal(_ row: Int) -> [Int] {
    if row < pascalMemo.count { return pascalMemo[row] }
    let r: [Int]
    switch row {
    case 0: r = [1]
    default:
        let prev = pascal(row - 1)
        r = [1] + zip(prev, prev.dropFirst()).map(+) + [1]
    }
    if row == pascalMemo.count { pascalMemo.append(r) }
    return r
}
print("pascal(8): \(pascal(8))")
print("memo rows: \(pascalMemo.count), cache size > 1000: \(cache.count > 1000)")

// Expected output:
// expect: longest chain under 1000: 871 with 178 steps
// expect: collatz(1) = 0
// expect: collatz(2) = 1
// expect: collatz(3) = 7
// expect: collatz(6) = 8
// expect: collatz(7) = 16
// expect: collatz(27) = 111
// expect: collatz(97) = 118
// expect: path(6): [6, 3, 10, 5, 16, 8, 4, 2, 1]
// expect: peak of path(27): 9232
// expect: 0: 1 digits, sum 0, root 0
// expect: 7: 1 digits, sum 7, root 7
// expect: 38: 2 digits, sum 11, root 2
// expect: 9875: 4 digits, sum 29, root 2
// expect: 123456789: 9 digits, sum 45, root 9
// expect: pascal(8): [1, 8, 28, 56, 70, 56, 28, 8, 1]
// expect: memo rows: 9, cache size > 1000: true
