// Compiler test style: recursion through local functions and closures referencing them
func fib(_ n: Int) -> Int {
    var memo: [Int: Int] = [:]
    func go(_ k: Int) -> Int {
        if k < 2 { return k }
        if let m = memo[k] { return m }
        let r = go(k - 1) + go(k - 2)
        memo[k] = r
        return r
    }
    return go(n)
}
print(fib(30), fib(50))

indirect enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
}
func fold<R>(_ t: Tree, leaf: (Int) -> R, node: (R, R) -> R) -> R {
    func walk(_ t: Tree) -> R {
        switch t {
        case .leaf(let v): return leaf(v)
        case .node(let l, let r): return node(walk(l), walk(r))
        }
    }
    return walk(t)
}
let t = Tree.node(.node(.leaf(1), .leaf(2)), .node(.leaf(3), .node(.leaf(4), .leaf(5))))
print(fold(t, leaf: { $0 }, node: +))
print(fold(t, leaf: { _ in 1 }, node: { max($0, $1) + 1 }))
print(fold(t, leaf: { "\($0)" }, node: { "(\($0) \($1))" }))

func permutations(_ xs: [Int]) -> [[Int]] {
    var out: [[Int]] = []
    func permute(_ prefix: [Int], _ rest: [Int]) {
        if rest.isEmpty { out.append(prefix); return }
        for (i, x) in rest.enumerated() {
            var r = rest
            r.remove(at: i)
            permute(prefix + [x], r)
        }
    }
    permute([], xs)
    return out
}
print(permutations([1, 2, 3]).map { $0.map(String.init).joined() })
// expect: 832040 12586269025
// expect: 15
// expect: 4
// expect: ((1 2) (3 (4 5)))
// expect: ["123", "132", "213", "231", "312", "321"]
