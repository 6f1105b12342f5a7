// Recursion: nested functions capturing state, memoization with a dictionary, mutual recursion and recursive closures (expected output from swiftc 6.3.1 on Linux)
func fibMemo(_ n: Int) -> Int {
    var memo: [Int: Int] = [:]
    var calls = 0
    func go(_ k: Int) -> Int {
        calls += 1
        if k < 2 { return k }
        if let m = memo[k] { return m }
        let r = go(k - 1) + go(k - 2)
        memo[k] = r
        return r
    }
    let r = go(n)
    print("fib(\(n)) took \(calls) calls")
    return r
}
print(fibMemo(30), fibMemo(90))

func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }
print(isEven(10), isOdd(7), isEven(3))

func permutations<T>(_ xs: [T]) -> [[T]] {
    guard xs.count > 1 else { return [xs] }
    var out: [[T]] = []
    for (i, x) in xs.enumerated() {
        var rest = xs
        rest.remove(at: i)
        for p in permutations(rest) { out.append([x] + p) }
    }
    return out
}
print(permutations([1, 2, 3]).map { $0.map(String.init).joined() })

func hanoi(_ n: Int, _ from: String, _ to: String, _ via: String, _ moves: inout [String]) {
    guard n > 0 else { return }
    hanoi(n - 1, from, via, to, &moves)
    moves.append("\(from)\(to)")
    hanoi(n - 1, via, to, from, &moves)
}
var moves: [String] = []
hanoi(3, "A", "C", "B", &moves)
print(moves.count, moves.joined(separator: " "))

var factorial: ((Int) -> Int)!
factorial = { n in n <= 1 ? 1 : n * factorial(n - 1) }
print(factorial(10))

func makeAckermann() -> (Int, Int) -> Int {
    func ack(_ m: Int, _ n: Int) -> Int {
        if m == 0 { return n + 1 }
        if n == 0 { return ack(m - 1, 1) }
        return ack(m - 1, ack(m, n - 1))
    }
    return ack
}
let ack = makeAckermann()
print(ack(2, 3), ack(3, 3))

func flatten(_ x: Any) -> [Int] {
    if let i = x as? Int { return [i] }
    if let arr = x as? [Any] { return arr.flatMap(flatten) }
    return []
}
print(flatten([1, [2, [3, [4, "skip"]], 5], [[[6]]]] as [Any]))
func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
print(depth(10_000))
func power(_ b: Int, _ e: Int) -> Int { e == 0 ? 1 : (e % 2 == 0 ? power(b * b, e / 2) : b * power(b, e - 1)) }
print(power(3, 13), power(2, 62))

// expect: fib(30) took 59 calls
// expect: fib(90) took 179 calls
// expect: 832040 2880067194370816120
// expect: true true false
// expect: ["123", "132", "213", "231", "312", "321"]
// expect: 7 AC AB CB AC BA BC AC
// expect: 3628800
// expect: 9 61
// expect: [1, 2, 3, 4, 5, 6]
// expect: 10000
// expect: 1594323 4611686018427387904
