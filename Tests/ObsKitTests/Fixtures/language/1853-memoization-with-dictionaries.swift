// Compiler test style: recursion with memoization — dictionary caches turn exponential recursion into linear work, counted by call totals
var naiveCalls = 0
func naiveFib(_ n: Int) -> Int {
    naiveCalls += 1
    return n < 2 ? n : naiveFib(n - 1) + naiveFib(n - 2)
}

var memo: [Int: Int] = [:]
var memoCalls = 0
func memoFib(_ n: Int) -> Int {
    memoCalls += 1
    if n < 2 { return n }
    if let cached = memo[n] { return cached }
    let r = memoFib(n - 1) + memoFib(n - 2)
    memo[n] = r
    return r
}

print("naive fib(20) = \(naiveFib(20)) with \(naiveCalls) calls")
print("memo fib(20) = \(memoFib(20)) with \(memoCalls) calls")
print("memo fib(90) = \(memoFib(90))")

// A generic memoizer for recursive functions
func memoize<Input: Hashable, Output>(_ body: @escaping ((Input) -> Output, Input) -> Output) -> (Input) -> Output {
    var cache: [Input: Output] = [:]
    func recurse(_ input: Input) -> Output {
        if let v = cache[input] { return v }
        let v = body(recurse, input)
        cache[input] = v
        return v
    }
    return recurse
}

// Number of lattice paths in a grid, keyed by a struct
struct Cell: Hashable { let row: Int, col: Int }
let paths = memoize { (paths: (Cell) -> Int, c: Cell) -> Int in
    if c.row == 0 || c.col == 0 { return 1 }
    return paths(Cell(row: c.row - 1, col: c.col)) + paths(Cell(row: c.row, col: c.col - 1))
}
print("lattice paths 16x16 = \(paths(Cell(row: 16, col: 16)))")

// Edit distance with a string-pair key
struct Pair: Hashable { let a: Int, b: Int }
func editDistance(_ s: String, _ t: String) -> Int {
    let x = Array(s), y = Array(t)
    var cache: [Pair: Int] = [:]
    func d(_ i: Int, _ j: Int) -> Int {
        if i == 0 { return j }
        if j == 0 { return i }
        if let v = cache[Pair(a: i, b: j)] { return v }
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        let v = min(d(i - 1, j) + 1, d(i, j - 1) + 1, d(i - 1, j - 1) + cost)
        cache[Pair(a: i, b: j)] = v
        return v
    }
    return d(x.count, y.count)
}
for (s, t) in [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("swift", "swift")] {
    print("edit(\(s), \(t)) = \(editDistance(s, t))")
}

// Coin change counted with a memo keyed by (amount, coin index)
func ways(_ amount: Int, _ coins: [Int]) -> Int {
    var cache: [Pair: Int] = [:]
    func go(_ amt: Int, _ i: Int) -> Int {
        if amt == 0 { return 1 }
        if amt < 0 || i == coins.count { return 0 }
        if let v = cache[Pair(a: amt, b: i)] { return v }
        let v = go(amt - coins[i], i) + go(amt, i + 1)
        cache[Pair(a: amt, b: i)] = v
        return v
    }
    return go(amount, 0)
}
print("ways to make 100 from [1,5,10,25,50] = \(ways(100, [1, 5, 10, 25, 50]))")
print("memo keys cached: \(memo.count), smallest \(memo.keys.min()!), largest \(memo.keys.max()!)")

// expect: naive fib(20) = 6765 with 21891 calls
// expect: memo fib(20) = 6765 with 39 calls
// expect: memo fib(90) = 2880067194370816120
// expect: lattice paths 16x16 = 601080390
// expect: edit(kitten, sitting) = 3
// expect: edit(flaw, lawn) = 2
// expect: edit(, abc) = 3
// expect: edit(swift, swift) = 0
// expect: ways to make 100 from [1,5,10,25,50] = 292
// expect: memo keys cached: 89, smallest 2, largest 90
