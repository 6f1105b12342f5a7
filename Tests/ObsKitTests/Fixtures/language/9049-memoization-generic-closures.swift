// Memoization: generic memoize wrapper, recursive memoized closures, and a class-based cache with stats
// expected output: swiftc 6.3.1 (Linux), run on this machine
func memoize<Input: Hashable, Output>(_ function: @escaping (Input) -> Output) -> (Input) -> Output {
    var cache: [Input: Output] = [:]
    return { input in
        if let cached = cache[input] { return cached }
        let result = function(input)
        cache[input] = result
        return result
    }
}

func recursiveMemo<Input: Hashable, Output>(
    _ body: @escaping ((Input) -> Output, Input) -> Output
) -> (Input) -> Output {
    var cache: [Input: Output] = [:]
    var memo: ((Input) -> Output)!
    memo = { input in
        if let hit = cache[input] { return hit }
        let value = body(memo, input)
        cache[input] = value
        return value
    }
    return memo
}

final class Memo<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    func value(for key: Key, compute: () -> Value) -> Value {
        if let v = storage[key] { hits += 1; return v }
        misses += 1
        let v = compute()
        storage[key] = v
        return v
    }
}

var slowCalls = 0
let slowSquare: (Int) -> Int = { n in slowCalls += 1; return n * n }
let fastSquare = memoize(slowSquare)
print([3, 4, 3, 3, 4, 5].map(fastSquare), "underlying calls:", slowCalls)

let fib = recursiveMemo { (fib: (Int) -> Int, n: Int) -> Int in
    n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print("fib(50) =", fib(50), "fib(90) =", fib(90))

struct GridKey: Hashable { let r: Int, c: Int }
let uniquePaths = recursiveMemo { (paths: (GridKey) -> Int, key: GridKey) -> Int in
    if key.r == 0 || key.c == 0 { return 1 }
    return paths(GridKey(r: key.r - 1, c: key.c)) + paths(GridKey(r: key.r, c: key.c - 1))
}
print("grid paths 3x7:", uniquePaths(GridKey(r: 2, c: 6)), "16x16:", uniquePaths(GridKey(r: 15, c: 15)))

let wordMemo = Memo<String, Int>()
for w in ["swift", "memo", "swift", "cache", "memo", "swift"] {
    _ = wordMemo.value(for: w) { w.filter { "aeiou".contains($0) }.count }
}
print("hits \(wordMemo.hits), misses \(wordMemo.misses)")
// expect: [9, 16, 9, 9, 16, 25] underlying calls: 3
// expect: fib(50) = 12586269025 fib(90) = 2880067194370816120
// expect: grid paths 3x7: 28 16x16: 155117520
// expect: hits 3, misses 3
