// Compiler test style: indirect enums with recursive evaluation and printing
indirect enum Expr {
    case num(Int)
    case neg(Expr)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case letIn(String, Expr, Expr)
    case ref(String)
}

func eval(_ e: Expr, _ env: [String: Int] = [:]) -> Int {
    switch e {
    case .num(let n): return n
    case .neg(let x): return -eval(x, env)
    case let .add(l, r): return eval(l, env) + eval(r, env)
    case let .mul(l, r): return eval(l, env) * eval(r, env)
    case let .letIn(name, value, body):
        var env2 = env
        env2[name] = eval(value, env)
        return eval(body, env2)
    case .ref(let name): return env[name] ?? 0
    }
}

func show(_ e: Expr) -> String {
    switch e {
    case .num(let n): return n < 0 ? "(\(n))" : "\(n)"
    case .neg(let x): return "-\(show(x))"
    case let .add(l, r): return "(\(show(l)) + \(show(r)))"
    case let .mul(l, r): return "\(show(l)) * \(show(r))"
    case let .letIn(n, v, b): return "let \(n) = \(show(v)) in \(show(b))"
    case .ref(let n): return n
    }
}

func depth(_ e: Expr) -> Int {
    switch e {
    case .num, .ref: return 1
    case .neg(let x): return 1 + depth(x)
    case .add(let l, let r), .mul(let l, let r): return 1 + max(depth(l), depth(r))
    case .letIn(_, let v, let b): return 1 + max(depth(v), depth(b))
    }
}

let e1 = Expr.add(.num(2), .mul(.num(3), .num(4)))
let e2 = Expr.neg(.add(.num(-5), .num(1)))
let e3 = Expr.letIn("x", .num(6), .mul(.ref("x"), .add(.ref("x"), .num(1))))
let e4 = Expr.letIn("y", .num(2), .letIn("y", .mul(.ref("y"), .ref("y")), .add(.ref("y"), .ref("z"))))
for e in [e1, e2, e3, e4] {
    print(show(e), "=", eval(e), "depth", depth(e))
}

indirect enum List<T> {
    case end
    case node(T, List<T>)
    func toArray() -> [T] {
        if case let .node(v, rest) = self { return [v] + rest.toArray() }
        return []
    }
}
let list = List.node(1, .node(2, .node(3, .end)))
print(list.toArray())

// expect: (2 + 3 * 4) = 14 depth 3
// expect: -((-5) + 1) = 4 depth 3
// expect: let x = 6 in x * (x + 1) = 42 depth 4
// expect: let y = 2 in let y = y * y in (y + z) = 4 depth 4
// expect: [1, 2, 3]
