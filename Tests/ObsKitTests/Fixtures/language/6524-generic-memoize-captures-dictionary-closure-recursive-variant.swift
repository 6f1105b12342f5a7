// Functional Swift style (memoization): a generic memoize that captures a dictionary in a closure, and a recursive variant for Fibonacci and grid paths
func memoize<A: Hashable, B>(_ f: @escaping (A) -> B) -> (A) -> B {
    var cache: [A: B] = [:]
    return { a in
        if let hit = cache[a] { return hit }
        let value = f(a)
        cache[a] = value
        return value
    }
}

func memoizeRecursive<A: Hashable, B>(_ f: @escaping ((A) -> B, A) -> B) -> (A) -> B {
    var cache: [A: B] = [:]
    var recurse: ((A) -> B)!
    recurse = { a in
        if let hit = cache[a] { return hit }
        let value = f(recurse, a)
        cache[a] = value
        return value
    }
    return recurse
}

var calls = 0
let slowSquare: (Int) -> Int = { n in calls += 1; return n * n }
let fastSquare = memoize(slowSquare)
print([3, 4, 3, 3, 4, 5].map(fastSquare), "calls:", calls)

var fibCalls = 0
let fib = memoizeRecursive { (fib: (Int) -> Int, n: Int) -> Int in
    fibCalls += 1
    return n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print(fib(30), "evaluations:", fibCalls)
print(fib(40), "evaluations:", fibCalls)

struct Cell: Hashable { let row: Int; let col: Int }
let paths = memoizeRecursive { (paths: (Cell) -> Int, c: Cell) -> Int in
    if c.row == 0 || c.col == 0 { return 1 }
    return paths(Cell(row: c.row - 1, col: c.col)) + paths(Cell(row: c.row, col: c.col - 1))
}
print((1...6).map { paths(Cell(row: $0, col: $0)) })

var lengths: [String] = []
let slowLength = memoize { (s: String) -> Int in lengths.append(s); return s.count }
_ = ["a", "bb", "a", "ccc", "bb"].map(slowLength)
print(lengths.sorted())

// expect: [9, 16, 9, 9, 16, 25] calls: 3
// expect: 832040 evaluations: 31
// expect: 102334155 evaluations: 41
// expect: [2, 6, 20, 70, 252, 924]
// expect: ["a", "bb", "ccc"]
