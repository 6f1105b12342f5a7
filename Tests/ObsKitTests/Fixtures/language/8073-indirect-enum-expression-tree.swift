// Compiler test style: indirect recursive enums modelling an expression tree with evaluation, simplification and printing
indirect enum Expr {
    case num(Int)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
    case letIn(String, Expr, Expr)
}

func show(_ e: Expr) -> String {
    switch e {
    case .num(let n): return n < 0 ? "(\(n))" : "\(n)"
    case .variable(let v): return v
    case let .add(a, b): return "(\(show(a)) + \(show(b)))"
    case let .mul(a, b): return "\(show(a)) * \(show(b))"
    case .neg(let a): return "-\(show(a))"
    case let .letIn(name, v, body): return "let \(name) = \(show(v)) in \(show(body))"
    }
}

func eval(_ e: Expr, _ env: [String: Int] = [:]) -> Int? {
    switch e {
    case .num(let n): return n
    case .variable(let v): return env[v]
    case let .add(a, b):
        guard let x = eval(a, env), let y = eval(b, env) else { return nil }
        return x + y
    case let .mul(a, b):
        guard let x = eval(a, env), let y = eval(b, env) else { return nil }
        return x * y
    case .neg(let a): return eval(a, env).map { -$0 }
    case let .letIn(name, v, body):
        guard let bound = eval(v, env) else { return nil }
        var inner = env
        inner[name] = bound
        return eval(body, inner)
    }
}

func simplify(_ e: Expr) -> Expr {
    switch e {
    case let .add(a, b):
        switch (simplify(a), simplify(b)) {
        case (.num(0), let r), (let r, .num(0)): return r
        case let (.num(x), .num(y)): return .num(x + y)
        case let (l, r): return .add(l, r)
        }
    case let .mul(a, b):
        switch (simplify(a), simplify(b)) {
        case (.num(0), _), (_, .num(0)): return .num(0)
        case (.num(1), let r), (let r, .num(1)): return r
        case let (.num(x), .num(y)): return .num(x * y)
        case let (l, r): return .mul(l, r)
        }
    case .neg(.neg(let inner)): return simplify(inner)
    case .neg(let a): return .neg(simplify(a))
    case let .letIn(n, v, b): return .letIn(n, simplify(v), simplify(b))
    default: return e
    }
}

func depth(_ e: Expr) -> Int {
    switch e {
    case .num, .variable: return 1
    case .neg(let a): return 1 + depth(a)
    case let .add(a, b), let .mul(a, b): return 1 + max(depth(a), depth(b))
    case let .letIn(_, v, b): return 1 + max(depth(v), depth(b))
    }
}

let exprs: [Expr] = [
    .add(.num(2), .mul(.num(3), .num(4))),
    .mul(.add(.variable("x"), .num(0)), .num(1)),
    .neg(.neg(.add(.num(-3), .variable("y")))),
    .letIn("x", .num(5), .mul(.variable("x"), .add(.variable("x"), .num(1)))),
    .mul(.variable("unknown"), .num(0)),
    .add(.variable("unknown"), .num(1)),
]
for e in exprs {
    let s = simplify(e)
    let v = eval(e, ["x": 10, "y": 4]).map(String.init) ?? "undefined"
    print(show(e), "=>", show(s), "| value:", v, "| depth:", depth(e), "->", depth(s))
}

// expect: (2 + 3 * 4) => 14 | value: 14 | depth: 3 -> 1
// expect: (x + 0) * 1 => x | value: 10 | depth: 3 -> 1
// expect: --((-3) + y) => ((-3) + y) | value: 1 | depth: 4 -> 2
// expect: let x = 5 in x * (x + 1) => let x = 5 in x * (x + 1) | value: 30 | depth: 4 -> 4
// expect: unknown * 0 => 0 | value: undefined | depth: 2 -> 1
// expect: (unknown + 1) => (unknown + 1) | value: undefined | depth: 2 -> 2
