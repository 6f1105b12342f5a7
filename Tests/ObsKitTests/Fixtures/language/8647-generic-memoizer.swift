// Blog style (memoization): a generic Memoizer class caching results of expensive pure functions
final class Memoizer<Input: Hashable, Output> {
    private var cache: [Input: Output] = [:]
    private(set) var hits = 0
    private(set) var misses = 0
    private let compute: (Input, Memoizer) -> Output

    init(_ compute: @escaping (Input, Memoizer) -> Output) { self.compute = compute }

    func callAsFunction(_ input: Input) -> Output {
        if let cached = cache[input] {
            hits += 1
            return cached
        }
        misses += 1
        let result = compute(input, self)
        cache[input] = result
        return result
    }

    var stats: String { "hits=\(hits) misses=\(misses) cached=\(cache.count)" }
}

func memoize<A: Hashable, R>(_ f: @escaping (A) -> R) -> (A) -> R {
    var cache: [A: R] = [:]
    return { a in
        if let r = cache[a] { return r }
        let r = f(a)
        cache[a] = r
        return r
    }
}

let fib = Memoizer<Int, Int> { n, recurse in
    n < 2 ? n : recurse(n - 1) + recurse(n - 2)
}
print("fib(40) = \(fib(40))")
print(fib.stats)
print("fib(45) = \(fib(45))")
print(fib.stats)

struct GridPoint: Hashable { let row: Int, col: Int }
let paths = Memoizer<GridPoint, Int> { p, recurse in
    if p.row == 0 || p.col == 0 { return 1 }
    return recurse(GridPoint(row: p.row - 1, col: p.col)) + recurse(GridPoint(row: p.row, col: p.col - 1))
}
print("lattice paths 10x10: \(paths(GridPoint(row: 10, col: 10)))")
print(paths.stats)

var slowCalls = 0
let slowSquare: (Int) -> Int = { x in slowCalls += 1; return x * x }
let fastSquare = memoize(slowSquare)
let inputs = [3, 4, 3, 3, 5, 4]
print(inputs.map(fastSquare), "underlying calls: \(slowCalls)")

let editDistance = Memoizer<[String], Int> { pair, recurse in
    let (a, b) = (pair[0], pair[1])
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let (ra, rb) = (String(a.dropFirst()), String(b.dropFirst()))
    if a.first == b.first { return recurse([ra, rb]) }
    return 1 + min(recurse([ra, b]), recurse([a, rb]), recurse([ra, rb]))
}
for (x, y) in [("kitten", "sitting"), ("flaw", "lawn"), ("swift", "swift")] {
    print("\(x) -> \(y): \(editDistance([x, y]))")
}
print("edit cache misses: \(editDistance.misses)")
// expect: fib(40) = 102334155
// expect: hits=38 misses=41 cached=41
// expect: fib(45) = 1134903170
// expect: hits=44 misses=46 cached=46
// expect: lattice paths 10x10: 184756
// expect: hits=81 misses=120 cached=120
// expect: [9, 16, 9, 9, 25, 16] underlying calls: 3
// expect: kitten -> sitting: 3
// expect: flaw -> lawn: 2
// expect: swift -> swift: 0
// expect: edit cache misses: 79
