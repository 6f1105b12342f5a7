// Compiler test style (enums): indirect enums for expression trees, evaluated, printed and transformed recursively
indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
    case variable(String)
}

func eval(_ e: Expr, _ env: [String: Int]) -> Int {
    switch e {
    case .num(let n): return n
    case let .add(a, b): return eval(a, env) + eval(b, env)
    case let .mul(a, b): return eval(a, env) * eval(b, env)
    case .neg(let a): return -eval(a, env)
    case .variable(let name): return env[name] ?? 0
    }
}

func show(_ e: Expr) -> String {
    switch e {
    case .num(let n): return n < 0 ? "(\(n))" : "\(n)"
    case let .add(a, b): return "(\(show(a)) + \(show(b)))"
    case let .mul(a, b): return "\(show(a)) * \(show(b))"
    case .neg(let a): return "-\(show(a))"
    case .variable(let v): return v
    }
}

func simplify(_ e: Expr) -> Expr {
    switch e {
    case let .add(a, b):
        switch (simplify(a), simplify(b)) {
        case (.num(0), let x), (let x, .num(0)): return x
        case let (.num(x), .num(y)): return .num(x + y)
        case let (x, y): return .add(x, y)
        }
    case let .mul(a, b):
        switch (simplify(a), simplify(b)) {
        case (.num(0), _), (_, .num(0)): return .num(0)
        case (.num(1), let x), (let x, .num(1)): return x
        case let (x, y): return .mul(x, y)
        }
    case .neg(.neg(let x)): return simplify(x)
    case .neg(let x): return .neg(simplify(x))
    default: return e
    }
}

let e1 = Expr.add(.num(2), .mul(.variable("x"), .num(3)))
print(show(e1), "=", eval(e1, ["x": 5]))
let e2 = Expr.mul(.add(.num(0), .variable("y")), .num(1))
print(show(e2), "->", show(simplify(e2)))
let e3 = Expr.neg(.neg(.add(.num(4), .num(-1))))
print(show(e3), "->", show(simplify(e3)), eval(e3, [:]))
print(e1)
print(simplify(.add(.num(1), .num(2))))

enum Tree<T: Comparable> {
    case leaf
    indirect case node(Tree, T, Tree)
    func inserting(_ v: T) -> Tree {
        switch self {
        case .leaf: return .node(.leaf, v, .leaf)
        case let .node(l, x, r):
            return v < x ? .node(l.inserting(v), x, r) : .node(l, x, r.inserting(v))
        }
    }
    var inOrder: [T] {
        if case let .node(l, x, r) = self { return l.inOrder + [x] + r.inOrder }
        return []
    }
}
let tree = [5, 2, 8, 1, 9, 3].reduce(Tree<Int>.leaf) { $0.inserting($1) }
print(tree.inOrder)

// expect: (2 + x * 3) = 17
// expect: (0 + y) * 1 -> y
// expect: --(4 + (-1)) -> 3 3
// expect: add(main.Expr.num(2), main.Expr.mul(main.Expr.variable("x"), main.Expr.num(3)))
// expect: num(3)
// expect: [1, 2, 3, 5, 8, 9]
