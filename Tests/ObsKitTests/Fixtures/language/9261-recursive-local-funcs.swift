// recursive-local-funcs
// expected output: swiftc 6.3.1 (Linux), run on this machine
func fibs(_ n: Int) -> [Int] {
    func fib(_ k: Int) -> Int { k < 2 ? k : fib(k - 1) + fib(k - 2) }
    return (0..<n).map(fib)
}
print(fibs(12))

func parity(_ n: Int) -> String {
    func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
    func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
    return isEven(n) ? "even" : "odd"
}
print((0..<5).map(parity))

func memoFib(_ n: Int) -> (Int, Int) {
    var memo: [Int: Int] = [:]
    var calls = 0
    func fib(_ k: Int) -> Int {
        calls += 1
        if k < 2 { return k }
        if let m = memo[k] { return m }
        let v = fib(k - 1) + fib(k - 2)
        memo[k] = v
        return v
    }
    return (fib(n), calls)
}
print(memoFib(50))

func permutations<T>(_ xs: [T]) -> [[T]] {
    var result: [[T]] = []
    func build(_ prefix: [T], _ rest: [T]) {
        if rest.isEmpty { result.append(prefix); return }
        for (i, x) in rest.enumerated() {
            var r = rest
            r.remove(at: i)
            build(prefix + [x], r)
        }
    }
    build([], xs)
    return result
}
print(permutations(["a", "b", "c"]).map { $0.joined() })

func hanoi(_ n: Int) -> [String] {
    var moves: [String] = []
    func move(_ k: Int, _ from: String, _ to: String, _ via: String) {
        guard k > 0 else { return }
        move(k - 1, from, via, to)
        moves.append("\(from)\(to)")
        move(k - 1, via, to, from)
    }
    move(n, "A", "C", "B")
    return moves
}
print(hanoi(3), hanoi(10).count)

func flatten(_ value: Any) -> [Int] {
    func go(_ v: Any, into out: inout [Int]) {
        if let i = v as? Int { out.append(i) }
        else if let arr = v as? [Any] { for e in arr { go(e, into: &out) } }
    }
    var out: [Int] = []
    go(value, into: &out)
    return out
}
print(flatten([1, [2, [3, [4]], 5], "skip", [[6]]] as [Any]))

var factorial: ((Int) -> Int)!
factorial = { n in n <= 1 ? 1 : n * factorial(n - 1) }
print(factorial(10))

func depth(of s: String) -> Int {
    var idx = s.startIndex
    func parse() -> Int {
        var best = 0
        while idx < s.endIndex {
            let ch = s[idx]
            idx = s.index(after: idx)
            if ch == "(" { best = max(best, 1 + parse()) } else if ch == ")" { return best }
        }
        return best
    }
    return parse()
}
print(depth(of: "(()(()))()"), depth(of: ""), depth(of: "((((x))))"))

// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: ["even", "odd", "even", "odd", "even"]
// expect: (12586269025, 99)
// expect: ["abc", "acb", "bac", "bca", "cab", "cba"]
// expect: ["AC", "AB", "CB", "AC", "BA", "BC", "AC"] 1023
// expect: [1, 2, 3, 4, 5, 6]
// expect: 3628800
// expect: 3 0 4
