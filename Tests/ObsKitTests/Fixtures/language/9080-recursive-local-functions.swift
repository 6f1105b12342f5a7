// Compiler test style: closures and local functions — recursive and mutually recursive local functions, capturing locals, and memoization via captured state
func solve() {
    var memo: [Int: Int] = [:]
    var calls = 0
    func fib(_ n: Int) -> Int {
        calls += 1
        if n < 2 { return n }
        if let m = memo[n] { return m }
        let v = fib(n - 1) + fib(n - 2)
        memo[n] = v
        return v
    }
    print(fib(40), calls)
    calls = 0
    print(fib(41), calls)
}
solve()

// Mutually recursive local functions.
func parity(_ n: Int) -> String {
    func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
    func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
    return isEven(n) ? "even" : "odd"
}
print((0..<5).map(parity))

// A local function captured by an escaping closure keeps its captures alive.
func makeCounter(step: Int) -> () -> Int {
    var total = 0
    func advance() -> Int {
        total += step
        return total
    }
    return advance
}
let c3 = makeCounter(step: 3)
_ = c3()
print(c3(), c3())

// Local recursive function over a tree-shaped value.
indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
}

func evaluate(_ root: Expr) -> (Int, String) {
    var steps = 0
    func eval(_ e: Expr) -> Int {
        steps += 1
        switch e {
        case .num(let n): return n
        case .add(let a, let b): return eval(a) + eval(b)
        case .mul(let a, let b): return eval(a) * eval(b)
        case .neg(let a): return -eval(a)
        }
    }
    func render(_ e: Expr) -> String {
        switch e {
        case .num(let n): return String(n)
        case .add(let a, let b): return "(\(render(a)) + \(render(b)))"
        case .mul(let a, let b): return "\(render(a)) * \(render(b))"
        case .neg(let a): return "-\(render(a))"
        }
    }
    let v = eval(root)
    return (v, "\(render(root)) = \(v) in \(steps) steps")
}
let expr = Expr.mul(.add(.num(2), .num(3)), .neg(.add(.num(1), .mul(.num(2), .num(2)))))
print(evaluate(expr).1)

// Local generic recursive function.
func permutations<T>(_ items: [T]) -> [[T]] {
    func go(_ rest: [T], _ acc: [T], _ out: inout [[T]]) {
        if rest.isEmpty { out.append(acc); return }
        for i in rest.indices {
            var r = rest
            let x = r.remove(at: i)
            go(r, acc + [x], &out)
        }
    }
    var out: [[T]] = []
    go(items, [], &out)
    return out
}
print(permutations(Array("abc")).map { String($0) })
print(permutations([1, 2, 3, 4]).count)

// expect: 102334155 79
// expect: 165580141 3
// expect: ["even", "odd", "even", "odd", "even"]
// expect: 6 9
// expect: (2 + 3) * -(1 + 2 * 2) = -25 in 10 steps
// expect: ["abc", "acb", "bac", "bca", "cab", "cba"]
// expect: 24
