// memoization with a dictionary cache: fibonacci, grid paths, and a generic memoize helper (expected output from swiftc 6.3.1 on Linux)
var fibCache: [Int: Int] = [0: 0, 1: 1]
var fibCalls = 0

func fib(_ n: Int) -> Int {
    fibCalls += 1
    if let cached = fibCache[n] { return cached }
    let value = fib(n - 1) + fib(n - 2)
    fibCache[n] = value
    return value
}

print("fib(10) = \(fib(10)), calls: \(fibCalls)")
fibCalls = 0
print("fib(80) = \(fib(80)), calls: \(fibCalls)")
fibCalls = 0
print("fib(50) = \(fib(50)), calls: \(fibCalls)")

struct GridKey: Hashable { let row: Int, col: Int }
var pathCache: [GridKey: Int] = [:]
func paths(_ row: Int, _ col: Int) -> Int {
    if row == 0 || col == 0 { return 1 }
    let key = GridKey(row: row, col: col)
    if let hit = pathCache[key] { return hit }
    let result = paths(row - 1, col) + paths(row, col - 1)
    pathCache[key] = result
    return result
}
print("paths in 3x3: \(paths(2, 2)), 10x10: \(paths(9, 9)), cached: \(pathCache.count)")

func memoize<Input: Hashable, Output>(_ f: @escaping (Input) -> Output) -> (Input) -> Output {
    var cache: [Input: Output] = [:]
    return { input in
        if let hit = cache[input] {
            print("  cache hit for \(input)")
            return hit
        }
        let value = f(input)
        cache[input] = value
        return value
    }
}

let slowSquare = memoize { (n: Int) -> Int in
    print("  computing \(n)^2")
    return n * n
}
print(slowSquare(12))
print(slowSquare(12))
print(slowSquare(5))

let wordLength = memoize { (w: String) in w.count }
print(["apple", "kiwi", "apple"].map(wordLength))

var coinCache: [Int: Int] = [:]
func minCoins(_ amount: Int, _ coins: [Int]) -> Int {
    if amount == 0 { return 0 }
    if let c = coinCache[amount] { return c }
    var best = Int.max
    for coin in coins where coin <= amount {
        let sub = minCoins(amount - coin, coins)
        if sub != Int.max { best = min(best, sub + 1) }
    }
    coinCache[amount] = best
    return best
}
print("min coins for 63 with [1, 5, 10, 21, 25]: \(minCoins(63, [1, 5, 10, 21, 25]))")
// expect: fib(10) = 55, calls: 19
// expect: fib(80) = 23416728348467685, calls: 141
// expect: fib(50) = 12586269025, calls: 1
// expect: paths in 3x3: 6, 10x10: 48620, cached: 81
// expect:   computing 12^2
// expect: 144
// expect:   cache hit for 12
// expect: 144
// expect:   computing 5^2
// expect: 25
// expect:   cache hit for apple
// expect: [5, 4, 5]
// expect: min coins for 63 with [1, 5, 10, 21, 25]: 3
