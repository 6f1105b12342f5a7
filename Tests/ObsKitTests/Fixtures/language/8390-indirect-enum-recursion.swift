// Compiler-test style: indirect enum cases for recursive expression trees, evaluation and printing
indirect enum Expr {
    case num(Int)
    case neg(Expr)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case variable(String)
}

func eval(_ e: Expr, _ env: [String: Int]) -> Int? {
    switch e {
    case .num(let n): return n
    case .neg(let x): return eval(x, env).map { -$0 }
    case let .add(a, b):
        guard let x = eval(a, env), let y = eval(b, env) else { return nil }
        return x + y
    case let .mul(a, b):
        guard let x = eval(a, env), let y = eval(b, env) else { return nil }
        return x * y
    case .variable(let v): return env[v]
    }
}

func show(_ e: Expr) -> String {
    switch e {
    case .num(let n): return "\(n)"
    case .neg(let x): return "-\(show(x))"
    case .add(let a, let b): return "(\(show(a)) + \(show(b)))"
    case .mul(let a, let b): return "\(show(a)) * \(show(b))"
    case .variable(let v): return v
    }
}

func simplify(_ e: Expr) -> Expr {
    switch e {
    case .add(.num(0), let x), .add(let x, .num(0)): return simplify(x)
    case .mul(.num(1), let x), .mul(let x, .num(1)): return simplify(x)
    case .mul(.num(0), _), .mul(_, .num(0)): return .num(0)
    case .neg(.neg(let x)): return simplify(x)
    case let .add(a, b): return .add(simplify(a), simplify(b))
    case let .mul(a, b): return .mul(simplify(a), simplify(b))
    case let .neg(x): return .neg(simplify(x))
    default: return e
    }
}

enum List<T> {
    case end
    indirect case cons(T, List<T>)
    var count: Int { if case let .cons(_, rest) = self { return 1 + rest.count } else { return 0 } }
}

let e = Expr.add(.mul(.num(3), .variable("x")), .neg(.num(4)))
print(show(e))
print(eval(e, ["x": 5]) as Any)
print(eval(e, [:]) as Any)
let messy = Expr.add(.num(0), .mul(.num(1), .neg(.neg(.variable("y")))))
print(show(messy), "=>", show(simplify(messy)))
print(show(simplify(.mul(.variable("z"), .num(0)))))
let list = List.cons(1, .cons(2, .cons(3, .end)))
print(list.count)

// expect: (3 * x + -4)
// expect: Optional(11)
// expect: nil
// expect: (0 + 1 * --y) => y
// expect: 0
// expect: 3
