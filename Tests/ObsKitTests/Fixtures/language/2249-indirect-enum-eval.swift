// Compiler test style: indirect enums for expression trees, recursive evaluation and pretty printing
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
    case .mul(.num(0), _), .mul(_, .num(0)): return 0
    case let .mul(l, r): return eval(l, env) * eval(r, env)
    case let .letIn(name, value, body):
        var inner = env
        inner[name] = eval(value, env)
        return eval(body, inner)
    case .ref(let name): return env[name] ?? 0
    }
}

func show(_ e: Expr) -> String {
    switch e {
    case .num(let n) where n < 0: return "(\(n))"
    case .num(let n): return "\(n)"
    case .neg(let x): return "-\(show(x))"
    case .add(let l, let r): return "(\(show(l)) + \(show(r)))"
    case .mul(let l, let r): return "\(show(l)) * \(show(r))"
    case .letIn(let n, let v, let b): return "let \(n) = \(show(v)) in \(show(b))"
    case .ref(let n): return n
    }
}

func simplify(_ e: Expr) -> Expr {
    switch e {
    case .add(.num(0), let x), .add(let x, .num(0)): return simplify(x)
    case .mul(.num(1), let x), .mul(let x, .num(1)): return simplify(x)
    case .neg(.neg(let x)): return simplify(x)
    case let .add(l, r): return .add(simplify(l), simplify(r))
    case let .mul(l, r): return .mul(simplify(l), simplify(r))
    case let .neg(x): return .neg(simplify(x))
    default: return e
    }
}

let e1: Expr = .add(.num(2), .mul(.num(3), .num(4)))
let e2: Expr = .letIn("x", .num(5), .mul(.ref("x"), .add(.ref("x"), .num(-1))))
let e3: Expr = .add(.num(0), .mul(.num(1), .neg(.neg(.ref("y")))))
for e in [e1, e2, e3, .mul(.num(0), .ref("boom"))] {
    print(show(e), "=", eval(e, ["y": 7]))
}
print(show(simplify(e3)))

indirect enum List<T> { case end; case cons(T, List<T>) }
func build<T>(_ xs: [T]) -> List<T> { xs.reversed().reduce(.end) { .cons($1, $0) } }
func render<T>(_ l: List<T>) -> String {
    if case let .cons(h, t) = l { return "\(h)" + (render(t).isEmpty ? "" : " -> " + render(t)) }
    return ""
}
print(render(build([1, 2, 3])), "|", render(build(["a"])), "|", render(build([Int]())).isEmpty)
// expect: (2 + 3 * 4) = 14
// expect: let x = 5 in x * (x + (-1)) = 20
// expect: (0 + 1 * --y) = 7
// expect: 0 * boom = 0
// expect: y
// expect: 1 -> 2 -> 3 | a | true
