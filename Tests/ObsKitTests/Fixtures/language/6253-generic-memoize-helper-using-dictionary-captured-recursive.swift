// Textbook style (memoization): a generic memoize helper using a dictionary captured by a recursive closure, applied to Fibonacci, grid paths and stair climbing
func memoize<Input: Hashable, Output>(_ body: @escaping ((Input) -> Output, Input) -> Output) -> (Input) -> Output {
    var cache: [Input: Output] = [:]
    var recurse: ((Input) -> Output)!
    recurse = { input in
        if let hit = cache[input] { return hit }
        let value = body(recurse, input)
        cache[input] = value
        return value
    }
    return recurse
}

struct Point: Hashable { let row: Int; let col: Int }

var fibCalls = 0
let fibonacci = memoize { (fib: (Int) -> Int, n: Int) -> Int in
    fibCalls += 1
    return n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print(fibonacci(40), fibonacci(90), "calls:", fibCalls)

let blocked: Set<Point> = [Point(row: 1, col: 1), Point(row: 2, col: 3)]
let paths = memoize { (paths: (Point) -> Int, p: Point) -> Int in
    if p.row < 0 || p.col < 0 || blocked.contains(p) { return 0 }
    if p.row == 0 && p.col == 0 { return 1 }
    return paths(Point(row: p.row - 1, col: p.col)) + paths(Point(row: p.row, col: p.col - 1))
}
print("grid paths:", paths(Point(row: 3, col: 3)), paths(Point(row: 2, col: 2)))

var stairs: [Int: Int] = [0: 1]
func climb(_ n: Int, steps: [Int] = [1, 2, 3]) -> Int {
    if n < 0 { return 0 }
    if let known = stairs[n] { return known }
    let total = steps.reduce(0) { $0 + climb(n - $1, steps: steps) }
    stairs[n] = total
    return total
}
print((1...10).map { climb($0) })
print("cached entries:", stairs.count, stairs.keys.max()!)

let collatzLength = memoize { (len: (Int) -> Int, n: Int) -> Int in
    n == 1 ? 1 : 1 + len(n % 2 == 0 ? n / 2 : 3 * n + 1)
}
let longest = (1..<30).max { collatzLength($0) < collatzLength($1) }!
print("longest collatz under 30:", longest, collatzLength(longest))

// expect: 102334155 2880067194370816120 calls: 91
// expect: grid paths: 4 2
// expect: [1, 2, 4, 7, 13, 24, 44, 81, 149, 274]
// expect: cached entries: 11 10
// expect: longest collatz under 30: 27 112
