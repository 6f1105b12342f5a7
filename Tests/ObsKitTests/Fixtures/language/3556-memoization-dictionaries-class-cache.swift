// App code style: memoization with dictionaries in a class cache and a closure-captured cache
final class Memo {
    private var cache: [Int: Int] = [:]
    private(set) var calls = 0
    func fib(_ n: Int) -> Int {
        calls += 1
        if n < 2 { return n }
        if let v = cache[n] { return v }
        let v = fib(n - 1) + fib(n - 2)
        cache[n] = v
        return v
    }
}

func memoize<A: Hashable, R>(_ f: @escaping ((A) -> R, A) -> R) -> (A) -> R {
    var table: [A: R] = [:]
    func wrapped(_ a: A) -> R {
        if let r = table[a] { return r }
        let r = f(wrapped, a)
        table[a] = r
        return r
    }
    return wrapped
}

let m = Memo()
print("fib(40) = \(m.fib(40)), calls = \(m.calls)")
print("fib(50) = \(m.fib(50)), calls = \(m.calls)")

let collatzLen: (Int) -> Int = memoize { recur, n in
    n == 1 ? 1 : 1 + recur(n % 2 == 0 ? n / 2 : 3 * n + 1)
}
var bestN = 1, bestLen = 1
for n in 1..<1000 {
    let l = collatzLen(n)
    if l > bestLen { (bestN, bestLen) = (n, l) }
}
print("longest collatz under 1000: \(bestN) with \(bestLen) terms")

struct GridKey: Hashable { let r: Int; let c: Int }
var paths: [GridKey: Int] = [:]
func countPaths(_ r: Int, _ c: Int, blocked: Set<GridKey>) -> Int {
    let k = GridKey(r: r, c: c)
    if r < 0 || c < 0 || blocked.contains(k) { return 0 }
    if r == 0 && c == 0 { return 1 }
    if let v = paths[k] { return v }
    let v = countPaths(r - 1, c, blocked: blocked) + countPaths(r, c - 1, blocked: blocked)
    paths[k] = v
    return v
}
print("grid 4x4 paths:", countPaths(3, 3, blocked: []))
paths.removeAll()
print("with blocks:", countPaths(3, 3, blocked: [GridKey(r: 1, c: 1), GridKey(r: 2, c: 0)]))
print("memo entries:", paths.count)
// expect: fib(40) = 102334155, calls = 79
// expect: fib(50) = 12586269025, calls = 100
// expect: longest collatz under 1000: 871 with 179 terms
// expect: grid 4x4 paths: 20
// expect: with blocks: 4
// expect: memo entries: 12
