// Swift by Sundell style (generic memoization): caching a recursive function through a captured dictionary
func memoize<Input: Hashable, Output>(_ function: @escaping ((Input) -> Output, Input) -> Output) -> (Input) -> Output {
    var cache: [Input: Output] = [:]
    var memo: ((Input) -> Output)!
    memo = { input in
        if let cached = cache[input] { return cached }
        let result = function(memo, input)
        cache[input] = result
        return result
    }
    return memo
}

var evaluations = 0
let fibonacci = memoize { (fib: (Int) -> Int, n: Int) -> Int in
    evaluations += 1
    return n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print(fibonacci(40), evaluations)
print(fibonacci(45), evaluations)

struct Point: Hashable { let r: Int, c: Int }
let grid = memoize { (paths: (Point) -> Int, p: Point) -> Int in
    p.r == 0 || p.c == 0 ? 1 : paths(Point(r: p.r - 1, c: p.c)) + paths(Point(r: p.r, c: p.c - 1))
}
print(grid(Point(r: 10, c: 10)), grid(Point(r: 16, c: 16)))

evaluations = 0
let collatzLength = memoize { (len: (Int) -> Int, n: Int) -> Int in
    evaluations += 1
    return n == 1 ? 1 : 1 + len(n % 2 == 0 ? n / 2 : 3 * n + 1)
}
let best = (1...30).max { collatzLength($0) < collatzLength($1) }!
print(best, collatzLength(best), evaluations)

// expect: 102334155 41
// expect: 1134903170 46
// expect: 184756 601080390
// expect: 27 112 141
