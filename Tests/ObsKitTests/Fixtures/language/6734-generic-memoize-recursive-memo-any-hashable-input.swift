// Generic functions style (memoization): a generic memoize and a recursive memo for any Hashable input
func memoize<Input: Hashable, Output>(_ f: @escaping (Input) -> Output) -> (Input) -> Output {
    var cache: [Input: Output] = [:]
    return { input in
        if let hit = cache[input] { return hit }
        let value = f(input)
        cache[input] = value
        return value
    }
}

func recursiveMemo<Input: Hashable, Output>(
    _ body: @escaping ((Input) -> Output, Input) -> Output
) -> (Input) -> Output {
    var cache: [Input: Output] = [:]
    func run(_ input: Input) -> Output {
        if let hit = cache[input] { return hit }
        let value = body(run, input)
        cache[input] = value
        return value
    }
    return run
}

struct GridPoint: Hashable { let r: Int; let c: Int }

var calls = 0
let slowSquare: (Int) -> Int = { calls += 1; return $0 * $0 }
let fastSquare = memoize(slowSquare)
print([3, 4, 3, 3, 4].map(fastSquare), "calls:", calls)

let fib = recursiveMemo { (fib: (Int) -> Int, n: Int) -> Int in
    n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print(fib(50), fib(80))

let paths = recursiveMemo { (paths: (GridPoint) -> Int, p: GridPoint) -> Int in
    if p.r == 0 || p.c == 0 { return 1 }
    return paths(GridPoint(r: p.r - 1, c: p.c)) + paths(GridPoint(r: p.r, c: p.c - 1))
}
print(paths(GridPoint(r: 10, c: 10)), paths(GridPoint(r: 3, c: 2)))

var lookups: [String] = []
let describe = memoize { (word: String) -> String in
    lookups.append(word)
    return "\(word.count):\(word.reversed().map(String.init).joined())"
}
print(["ab", "abc", "ab"].map(describe), lookups)

let editDistance = recursiveMemo { (d: (Pair) -> Int, p: Pair) -> Int in
    let (a, b) = (p.a, p.b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    if a.first == b.first { return d(Pair(a: String(a.dropFirst()), b: String(b.dropFirst()))) }
    return 1 + min(d(Pair(a: String(a.dropFirst()), b: b)), d(Pair(a: a, b: String(b.dropFirst()))),
                   d(Pair(a: String(a.dropFirst()), b: String(b.dropFirst()))))
}
struct Pair: Hashable { let a: String; let b: String }
print(editDistance(Pair(a: "kitten", b: "sitting")), editDistance(Pair(a: "flaw", b: "lawn")))

// expect: [9, 16, 9, 9, 16] calls: 2
// expect: 12586269025 23416728348467685
// expect: 184756 10
// expect: ["2:ba", "3:cba", "2:ba"] ["ab", "abc"]
// expect: 3 2
