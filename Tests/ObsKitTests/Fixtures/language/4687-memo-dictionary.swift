// Swift book style: memoization with dictionaries, closures and a generic memoize helper
var fibCache: [Int: Int] = [:]
var fibCalls = 0
func fib(_ n: Int) -> Int {
    fibCalls += 1
    if n < 2 { return n }
    if let cached = fibCache[n] { return cached }
    let result = fib(n - 1) + fib(n - 2)
    fibCache[n] = result
    return result
}

func memoize<Input: Hashable, Output>(_ body: @escaping ((Input) -> Output, Input) -> Output) -> (Input) -> Output {
    var memo: [Input: Output] = [:]
    func wrapper(_ x: Input) -> Output {
        if let q = memo[x] { return q }
        let r = body(wrapper, x)
        memo[x] = r
        return r
    }
    return wrapper
}

struct GridKey: Hashable {
    let row: Int
    let col: Int
}

final class PathCounter {
    private var memo: [GridKey: Int] = [:]
    private let blocked: Set<GridKey>
    private(set) var lookups = 0
    init(blocked: Set<GridKey>) { self.blocked = blocked }

    func paths(_ r: Int, _ c: Int) -> Int {
        let key = GridKey(row: r, col: c)
        if blocked.contains(key) { return 0 }
        if r == 0 && c == 0 { return 1 }
        if r < 0 || c < 0 { return 0 }
        if let v = memo[key] { lookups += 1; return v }
        let v = paths(r - 1, c) + paths(r, c - 1)
        memo[key] = v
        return v
    }
}

// Word break with memo keyed by substring start offset.
func wordBreak(_ s: String, _ dict: Set<String>) -> [String] {
    let chars = Array(s)
    var memo: [Int: [String]] = [:]
    func solve(_ start: Int) -> [String] {
        if start == chars.count { return [""] }
        if let m = memo[start] { return m }
        var out: [String] = []
        for end in (start + 1)...chars.count {
            let word = String(chars[start..<end])
            if dict.contains(word) {
                for rest in solve(end) {
                    out.append(rest.isEmpty ? word : word + " " + rest)
                }
            }
        }
        memo[start] = out
        return out
    }
    return solve(0).sorted()
}

print("fib(50) =", fib(50), "calls:", fibCalls)
fibCalls = 0
print("fib(60) =", fib(60), "calls:", fibCalls)
print("cache size:", fibCache.count)

let factorial = memoize { (recurse: (Int) -> Int, n: Int) -> Int in
    n <= 1 ? 1 : n * recurse(n - 1)
}
print("10! =", factorial(10), "20! =", factorial(20))

let stairs = memoize { (ways: (Int) -> Int, n: Int) -> Int in
    n < 0 ? 0 : n == 0 ? 1 : ways(n - 1) + ways(n - 2) + ways(n - 3)
}
print("stairs:", (1...10).map(stairs))

let counter = PathCounter(blocked: [GridKey(row: 1, col: 1), GridKey(row: 2, col: 3)])
print("grid paths:", counter.paths(4, 4), "memo hits:", counter.lookups)
print("open 10x10:", PathCounter(blocked: []).paths(10, 10))

let dict: Set = ["cat", "cats", "and", "sand", "dog", "pine", "apple", "pineapple", "pen", "applepen"]
for phrase in wordBreak("catsanddog", dict) { print(" -", phrase) }
print(wordBreak("pineapplepenapple", dict))
print(wordBreak("catsandog", dict).isEmpty)

// expect: fib(50) = 12586269025 calls: 99
// expect: fib(60) = 1548008755920 calls: 21
// expect: cache size: 59
// expect: 10! = 3628800 20! = 2432902008176640000
// expect: stairs: [1, 2, 4, 7, 13, 24, 44, 81, 149, 274]
// expect: grid paths: 18 memo hits: 9
// expect: open 10x10: 184756
// expect:  - cat sand dog
// expect:  - cats and dog
// expect: ["pine apple pen apple", "pine applepen apple", "pineapple pen apple"]
// expect: true
