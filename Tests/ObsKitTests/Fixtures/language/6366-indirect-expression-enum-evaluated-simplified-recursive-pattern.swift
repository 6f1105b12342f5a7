// Advanced Swift style (Enums): an indirect expression enum evaluated, simplified by recursive pattern matching, and printed
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
    case .neg(let x): return eval(x, env).map { -$0 }
    }
}

func simplify(_ e: Expr) -> Expr {
    switch e {
    case .add(.num(0), let x), .add(let x, .num(0)): return simplify(x)
    case .mul(.num(1), let x), .mul(let x, .num(1)): return simplify(x)
    case .mul(.num(0), _), .mul(_, .num(0)): return .num(0)
    case .neg(.neg(let x)): return simplify(x)
    case let .add(.num(a), .num(b)): return .num(a + b)
    case let .add(l, r): return .add(simplify(l), simplify(r))
    case let .mul(l, r): return .mul(simplify(l), simplify(r))
    case .neg(let x): return .neg(simplify(x))
    default: return e
    }
}

let e1 = Expr.add(.mul(.num(1), .variable("x")), .num(0))
print(e1, "=>", simplify(e1))
let e2 = Expr.neg(.neg(.add(.num(2), .num(3))))
print(e2, "=>", simplify(e2))
let e3 = Expr.mul(.add(.variable("x"), .num(-4)), .variable("y"))
print(e3, eval(e3, ["x": 10, "y": 3]) as Any, eval(e3, ["x": 1]) as Any)
let e4 = Expr.add(.mul(.variable("z"), .num(0)), .neg(.num(7)))
print(simplify(e4), eval(simplify(e4), [:])!)

func depth(_ e: Expr) -> Int {
    switch e {
    case .num, .variable: return 1
    case .add(let l, let r), .mul(let l, let r): return 1 + max(depth(l), depth(r))
    case .neg(let x): return 1 + depth(x)
    }
}
print([e1, e2, e3, e4].map(depth))
if case .add(.mul(_, .variable(let name)), _) = e1 { print("found variable", name) }

// expect: (1 * x + 0) => x
// expect: --(2 + 3) => 5
// expect: (x + (-4)) * y Optional(18) nil
// expect: (0 + -7) -7
// expect: [3, 4, 3, 3]
// expect: found variable x
