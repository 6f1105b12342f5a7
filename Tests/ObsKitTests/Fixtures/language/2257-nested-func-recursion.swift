// Compiler test style: nested functions capturing outer state, mutual recursion and recursive closures via nested funcs
func collatzReport(_ start: Int) -> String {
    var steps = 0
    var peak = start
    func step(_ n: Int) -> Int {
        steps += 1
        let next = n % 2 == 0 ? n / 2 : 3 * n + 1
        peak = max(peak, next)
        return next
    }
    var n = start
    while n != 1 { n = step(n) }
    return "\(start): \(steps) steps, peak \(peak)"
}
print(collatzReport(6))
print(collatzReport(27))

func parity(_ n: Int) -> String {
    func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
    func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
    return isEven(n) ? "even" : "odd"
}
print(parity(10), parity(7), parity(0))

func permutations(_ items: [Character]) -> [String] {
    var results: [String] = []
    func build(_ prefix: String, _ rest: [Character]) {
        if rest.isEmpty { results.append(prefix); return }
        for (i, c) in rest.enumerated() {
            var remaining = rest
            remaining.remove(at: i)
            build(prefix + String(c), remaining)
        }
    }
    build("", items)
    return results
}
print(permutations(["a", "b", "c"]))

func makeMemoFib() -> (Int) -> Int {
    var memo: [Int: Int] = [:]
    var calls = 0
    func fib(_ n: Int) -> Int {
        calls += 1
        if n < 2 { return n }
        if let m = memo[n] { return m }
        let r = fib(n - 1) + fib(n - 2)
        memo[n] = r
        return r
    }
    return { n in let r = fib(n); print("  calls so far \(calls)"); return r }
}
let fib = makeMemoFib()
print(fib(30))
print(fib(31))

func hanoi(_ n: Int, _ from: String, _ to: String, _ via: String) -> [String] {
    if n == 0 { return [] }
    return hanoi(n - 1, from, via, to) + ["\(from)->\(to)"] + hanoi(n - 1, via, to, from)
}
print(hanoi(3, "A", "C", "B").joined(separator: " "))
func ackermann(_ m: Int, _ n: Int) -> Int {
    m == 0 ? n + 1 : (n == 0 ? ackermann(m - 1, 1) : ackermann(m - 1, ackermann(m, n - 1)))
}
print(ackermann(2, 3))
// expect: 6: 8 steps, peak 16
// expect: 27: 111 steps, peak 9232
// expect: even odd even
// expect: ["abc", "acb", "bac", "bca", "cab", "cba"]
// expect:   calls so far 59
// expect: 832040
// expect:   calls so far 62
// expect: 1346269
// expect: A->C A->B C->B A->C B->A B->C A->C
// expect: 9
