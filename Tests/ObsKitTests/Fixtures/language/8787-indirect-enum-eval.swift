// Compiler test style (indirect enums): evaluating and printing an expression tree
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
    case let .add(a, b): return eval(a, env) + eval(b, env)
    case let .mul(a, b): return eval(a, env) * eval(b, env)
    case let .letIn(name, value, body):
        var env2 = env
        env2[name] = eval(value, env)
        return eval(body, env2)
    case .ref(let name): return env[name] ?? 0
    }
}

func show(_ e: Expr) -> String {
    switch e {
    case .num(let n): return "\(n)"
    case .neg(let x): return "-\(show(x))"
    case let .add(a, b): return "(\(show(a)) + \(show(b)))"
    case let .mul(a, b): return "\(show(a)) * \(show(b))"
    case let .letIn(n, v, b): return "let \(n) = \(show(v)) in \(show(b))"
    case .ref(let n): return n
    }
}

let e1 = Expr.add(.num(2), .mul(.num(3), .num(4)))
print(show(e1), "=", eval(e1))
let e2 = Expr.mul(.add(.num(1), .num(2)), .neg(.num(5)))
print(show(e2), "=", eval(e2))
let e3 = Expr.letIn("x", .num(6), .mul(.ref("x"), .add(.ref("x"), .num(1))))
print(show(e3), "=", eval(e3))

// Indirect on a single case, a persistent list
enum List<T> {
    case empty
    indirect case cons(T, List<T>)

    func toArray() -> [T] {
        switch self {
        case .empty: return []
        case let .cons(h, t): return [h] + t.toArray()
        }
    }
    var count: Int {
        if case let .cons(_, t) = self { return 1 + t.count }
        return 0
    }
}
let list: List<String> = .cons("a", .cons("b", .cons("c", .empty)))
print(list.toArray(), list.count)

func depth(_ e: Expr) -> Int {
    switch e {
    case .num, .ref: return 1
    case .neg(let x): return 1 + depth(x)
    case let .add(a, b), let .mul(a, b): return 1 + max(depth(a), depth(b))
    case let .letIn(_, v, b): return 1 + max(depth(v), depth(b))
    }
}
print("depths", depth(e1), depth(e2), depth(e3))

// expect: (2 + 3 * 4) = 14
// expect: (1 + 2) * -5 = -15
// expect: let x = 6 in x * (x + 1) = 42
// expect: ["a", "b", "c"] 3
// expect: depths 3 3 4
