// memoized-paths
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Memo<Key: Hashable, Value> {
    private var cache: [Key: Value] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    func value(for key: Key, compute: (Key) -> Value) -> Value {
        if let cached = cache[key] {
            hits += 1
            return cached
        }
        misses += 1
        let v = compute(key)
        cache[key] = v
        return v
    }
}

let fibMemo = Memo<Int, Int>()
func fib(_ n: Int) -> Int {
    fibMemo.value(for: n) { n in n < 2 ? n : fib(n - 1) + fib(n - 2) }
}
print(fib(50), fibMemo.hits, fibMemo.misses)

struct GridPoint: Hashable { let row: Int, col: Int }
let blocked: Set<GridPoint> = [GridPoint(row: 1, col: 1), GridPoint(row: 2, col: 3)]
var pathMemo: [GridPoint: Int] = [:]
func paths(to p: GridPoint) -> Int {
    if p.row < 0 || p.col < 0 || blocked.contains(p) { return 0 }
    if p.row == 0 && p.col == 0 { return 1 }
    if let known = pathMemo[p] { return known }
    let result = paths(to: GridPoint(row: p.row - 1, col: p.col)) + paths(to: GridPoint(row: p.row, col: p.col - 1))
    pathMemo[p] = result
    return result
}
print(paths(to: GridPoint(row: 4, col: 4)), pathMemo.count)

func memoize<A: Hashable, R>(_ f: @escaping (A) -> R) -> (A) -> R {
    var cache: [A: R] = [:]
    return { a in
        if let r = cache[a] { return r }
        let r = f(a)
        cache[a] = r
        return r
    }
}
var slowCalls = 0
let slowSquare: (Int) -> Int = { slowCalls += 1; return $0 * $0 }
let fastSquare = memoize(slowSquare)
let results = [3, 4, 3, 3, 5, 4].map(fastSquare)
print(results, "calls:", slowCalls)

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
        for j in stride(from: 1, through: b.count, by: 1) {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        }
    }
    return table[a.count][b.count]
}
for (x, y) in [("kitten", "sitting"), ("flaw", "lawn"), ("swift", "swift"), ("", "abc")] {
    print("\(x) -> \(y): \(editDistance(x, y))")
}
// expect: 12586269025 48 51
// expect: 18 22
// expect: [9, 16, 9, 9, 25, 16] calls: 3
// expect: kitten -> sitting: 3
// expect: flaw -> lawn: 2
// expect: swift -> swift: 0
// expect:  -> abc: 3
