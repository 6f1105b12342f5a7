// memo-fibonacci
// expected output: swiftc 6.3.1 (Linux), run on this machine

var memo: [Int: Int] = [0: 0, 1: 1]
var memoCalls = 0
func fib(_ n: Int) -> Int {
    memoCalls += 1
    if let v = memo[n] { return v }
    let v = fib(n - 1) + fib(n - 2)
    memo[n] = v
    return v
}

var naiveCalls = 0
func naiveFib(_ n: Int) -> Int {
    naiveCalls += 1
    return n < 2 ? n : naiveFib(n - 1) + naiveFib(n - 2)
}

final class Memoizer<Input: Hashable, Output> {
    private var cache: [Input: Output] = [:]
    private(set) var hits = 0, misses = 0
    private let body: (Memoizer, Input) -> Output
    init(_ body: @escaping (Memoizer, Input) -> Output) { self.body = body }
    func callAsFunction(_ x: Input) -> Output {
        if let v = cache[x] { hits += 1; return v }
        misses += 1
        let v = body(self, x)
        cache[x] = v
        return v
    }
}

print((0...15).map(fib))
print(fib(90), "calls:", memoCalls)
print(naiveFib(20), "naive calls:", naiveCalls)

let ways = Memoizer<Int, Int> { f, n in n < 0 ? 0 : (n == 0 ? 1 : f(n - 1) + f(n - 2) + f(n - 3)) }
print("stair ways(30):", ways(30), "hits:", ways.hits, "misses:", ways.misses)

struct Pair: Hashable { let a: Int, b: Int }
let binom = Memoizer<Pair, Int> { f, p in
    p.b == 0 || p.b == p.a ? 1 : f(Pair(a: p.a - 1, b: p.b - 1)) + f(Pair(a: p.a - 1, b: p.b))
}
for row in 0...6 { print((0...row).map { String(binom(Pair(a: row, b: $0))) }.joined(separator: " ")) }
print("C(40,20) =", binom(Pair(a: 40, b: 20)))

func coinWays(_ amount: Int, _ coins: [Int]) -> Int {
    var table = [Int](repeating: 0, count: amount + 1)
    table[0] = 1
    for c in coins where c <= amount {
        for v in c...amount { table[v] += table[v - c] }
    }
    return table[amount]
}
print(coinWays(100, [1, 5, 10, 25, 50]), coinWays(3, [2]), coinWays(0, [7]))

func lcs(_ x: String, _ y: String) -> String {
    let a = Array(x), b = Array(y)
    var dp = Array(repeating: Array(repeating: "", count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            dp[i][j] = a[i] == b[j] ? String(a[i]) + dp[i + 1][j + 1]
                : (dp[i + 1][j].count >= dp[i][j + 1].count ? dp[i + 1][j] : dp[i][j + 1])
        }
    }
    return dp[0][0]
}
print(lcs("AGGTAB", "GXTXAYB"), lcs("swift", "shift"), lcs("abc", "xyz").isEmpty)

// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610]
// expect: 2880067194370816120 calls: 195
// expect: 6765 naive calls: 21891
// expect: stair ways(30): 53798080 hits: 58 misses: 33
// expect: 1
// expect: 1 1
// expect: 1 2 1
// expect: 1 3 3 1
// expect: 1 4 6 4 1
// expect: 1 5 10 10 5 1
// expect: 1 6 15 20 15 6 1
// expect: C(40,20) = 137846528820
// expect: 292 0 1
// expect: GTAB sift true
