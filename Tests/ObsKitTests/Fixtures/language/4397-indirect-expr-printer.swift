// App code style: an expression tree (indirect enum) with a pretty printer and evaluator

indirect enum Expr {
    case num(Int)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
}

extension Expr: CustomStringConvertible {
    var description: String {
        switch self {
        case .num(let n): return n < 0 ? "(\(n))" : "\(n)"
        case .variable(let v): return v
        case let .add(l, r): return "(\(l) + \(r))"
        case let .mul(l, r): return "\(l) * \(r)"
        case .neg(let e): return "-\(e)"
        }
    }
}

func eval(_ e: Expr, _ env: [String: Int]) -> Int? {
    switch e {
    case .num(let n): return n
    case .variable(let v): return env[v]
    case let .add(l, r):
        guard let a = eval(l, env), let b = eval(r, env) else { return nil }
        return a + b
    case let .mul(l, r):
        guard let a = eval(l, env), let b = eval(r, env) else { return nil }
        return a * b
    case .neg(let x):
        return eval(x, env).map { -$0 }
    }
}

func depth(_ e: Expr) -> Int {
    switch e {
    case .num, .variable: return 1
    case let .add(l, r), let .mul(l, r): return 1 + max(depth(l), depth(r))
    case .neg(let x): return 1 + depth(x)
    }
}

let env = ["x": 4, "y": -2]
let exprs: [Expr] = [
    .num(7),
    .add(.num(1), .num(2)),
    .mul(.add(.variable("x"), .num(1)), .variable("y")),
    .neg(.mul(.num(3), .num(-5))),
    .add(.variable("z"), .num(1)),
]

for e in exprs {
    let value = eval(e, env)
    print("\(e) = \(value.map(String.init) ?? "undefined")  [depth \(depth(e))]")
}

indirect enum Tree {
    case leaf
    case node(Tree, Int, Tree)
}

func insert(_ t: Tree, _ v: Int) -> Tree {
    switch t {
    case .leaf: return .node(.leaf, v, .leaf)
    case let .node(l, x, r):
        if v < x { return .node(insert(l, v), x, r) }
        return .node(l, x, insert(r, v))
    }
}

var t = Tree.leaf
for v in [5, 2, 8] { t = insert(t, v) }
print(t)
dump(Tree.node(.leaf, 1, .leaf))

enum List<T> {
    case end
    indirect case cons(T, List<T>)
}
let list: List<Int> = .cons(1, .cons(2, .end))
print(list)
print(List<String>.end)

// expect: 7 = 7  [depth 1]
// expect: (1 + 2) = 3  [depth 2]
// expect: (x + 1) * y = -10  [depth 3]
// expect: -3 * (-5) = 15  [depth 3]
// expect: (z + 1) = undefined  [depth 2]
// expect: node(main.Tree.node(main.Tree.leaf, 2, main.Tree.leaf), 5, main.Tree.node(main.Tree.leaf, 8, main.Tree.leaf))
// expect: ▿ main.Tree.node
// expect:   ▿ node: (3 elements)
// expect:     - .0: main.Tree.leaf
// expect:     - .1: 1
// expect:     - .2: main.Tree.leaf
// expect: cons(1, main.List<Swift.Int>.cons(2, main.List<Swift.Int>.end))
// expect: end
