// Memoization with inout dictionary caches: fibonacci, grid paths, edit distance, partitions, with hit/miss counts
struct Stats { var hits = 0, misses = 0 }

func fib(_ n: Int, _ cache: inout [Int: Int], _ st: inout Stats) -> Int {
    if n < 2 { return n }
    if let v = cache[n] { st.hits += 1; return v }
    st.misses += 1
    let v = fib(n - 1, &cache, &st) + fib(n - 2, &cache, &st)
    cache[n] = v
    return v
}
var fc: [Int: Int] = [:]
var fs = Stats()
print(fib(50, &fc, &fs), fs.hits, fs.misses, fc.count)
print(fib(30, &fc, &fs), fs.hits, fs.misses)

struct Cell: Hashable { let r: Int, c: Int }
func paths(_ r: Int, _ c: Int, blocked: Set<Cell>, _ memo: inout [Cell: Int]) -> Int {
    if r < 0 || c < 0 || blocked.contains(Cell(r: r, c: c)) { return 0 }
    if r == 0 && c == 0 { return 1 }
    if let m = memo[Cell(r: r, c: c)] { return m }
    let v = paths(r - 1, c, blocked: blocked, &memo) + paths(r, c - 1, blocked: blocked, &memo)
    memo[Cell(r: r, c: c)] = v
    return v
}
var pm: [Cell: Int] = [:]
print(paths(2, 2, blocked: [], &pm), pm.count)
pm = [:]
print(paths(3, 3, blocked: [Cell(r: 1, c: 1)], &pm))
pm = [:]
print(paths(16, 16, blocked: [], &pm))

func editDistance(_ a: [Character], _ b: [Character], _ i: Int, _ j: Int, _ memo: inout [[Int?]]) -> Int {
    if i == a.count { return b.count - j }
    if j == b.count { return a.count - i }
    if let m = memo[i][j] { return m }
    let r: Int
    if a[i] == b[j] {
        r = editDistance(a, b, i + 1, j + 1, &memo)
    } else {
        r = 1 + min(editDistance(a, b, i + 1, j, &memo), editDistance(a, b, i, j + 1, &memo), editDistance(a, b, i + 1, j + 1, &memo))
    }
    memo[i][j] = r
    return r
}
func ed(_ x: String, _ y: String) -> Int {
    var memo = [[Int?]](repeating: [Int?](repeating: nil, count: y.count + 1), count: x.count + 1)
    return editDistance(Array(x), Array(y), 0, 0, &memo)
}
print(ed("kitten", "sitting"), ed("", "abc"), ed("flaw", "lawn"), ed("same", "same"), ed("café", "cafe"))

func partitions(_ n: Int, maxPart: Int, _ memo: inout [String: Int]) -> Int {
    if n == 0 { return 1 }
    if n < 0 || maxPart == 0 { return 0 }
    let key = "\(n),\(maxPart)"
    if let m = memo[key] { return m }
    let v = partitions(n - maxPart, maxPart: maxPart, &memo) + partitions(n, maxPart: maxPart - 1, &memo)
    memo[key] = v
    return v
}
var partMemo: [String: Int] = [:]
print((1...10).map { partitions($0, maxPart: $0, &partMemo) })
print(partitions(100, maxPart: 100, &partMemo), partMemo.count > 1000)

func memoize<K: Hashable, V>(_ f: @escaping ((K) -> V, K) -> V) -> (K) -> V {
    var cache: [K: V] = [:]
    func wrapper(_ k: K) -> V {
        if let v = cache[k] { return v }
        let v = f(wrapper, k)
        cache[k] = v
        return v
    }
    return wrapper
}
var calls = 0
let collatzLen: (Int) -> Int = memoize { recur, n in
    calls += 1
    return n == 1 ? 1 : 1 + recur(n % 2 == 0 ? n / 2 : 3 * n + 1)
}
print(collatzLen(27), calls, collatzLen(27), calls, collatzLen(54), calls)

// expect: 12586269025 47 49 49
// expect: 832040 48 49
// expect: 6 8
// expect: 8
// expect: 601080390
// expect: 3 3 2 0 1
// expect: [1, 2, 3, 5, 7, 11, 15, 22, 30, 42]
// expect: 190569292 true
// expect: 112 112 112 112 113 113
