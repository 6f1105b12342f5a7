// Tutorial style (objc.io, indirect enums): a tiny arithmetic expression tree with evaluation and printing
indirect enum Expr {
    case number(Int)
    case variable(String)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
}

extension Expr: CustomStringConvertible {
    var description: String {
        switch self {
        case .number(let n): return n < 0 ? "(\(n))" : "\(n)"
        case .variable(let name): return name
        case let .add(l, r): return "(\(l) + \(r))"
        case let .multiply(l, r): return "\(l) * \(r)"
        case .negate(let e): return "-\(e)"
        }
    }
}

func evaluate(_ expr: Expr, _ env: [String: Int]) -> Int? {
    switch expr {
    case .number(let n): return n
    case .variable(let name): return env[name]
    case let .add(l, r):
        guard let a = evaluate(l, env), let b = evaluate(r, env) else { return nil }
        return a + b
    case let .multiply(l, r):
        guard let a = evaluate(l, env), let b = evaluate(r, env) else { return nil }
        return a * b
    case .negate(let e):
        return evaluate(e, env).map { -$0 }
    }
}

func simplify(_ expr: Expr) -> Expr {
    switch expr {
    case .add(.number(0), let e), .add(let e, .number(0)): return simplify(e)
    case .multiply(.number(1), let e), .multiply(let e, .number(1)): return simplify(e)
    case .multiply(.number(0), _), .multiply(_, .number(0)): return .number(0)
    case let .add(l, r): return .add(simplify(l), simplify(r))
    case let .multiply(l, r): return .multiply(simplify(l), simplify(r))
    case .negate(.negate(let e)): return simplify(e)
    default: return expr
    }
}

let env = ["x": 4, "y": -2]
let e1 = Expr.add(.multiply(.number(3), .variable("x")), .variable("y"))
let e2 = Expr.multiply(.add(.number(0), .variable("x")), .number(1))
let e3 = Expr.negate(.negate(.add(.variable("z"), .number(2))))

for e in [e1, e2, e3] {
    let value = evaluate(e, env).map(String.init) ?? "undefined"
    print("\(e) = \(value)")
    print("  simplified: \(simplify(e))")
}
print(evaluate(.multiply(.number(-5), .number(0)), [:])!)
print(simplify(.multiply(.variable("q"), .number(0))))

// expect: (3 * x + y) = 10
// expect:   simplified: (3 * x + y)
// expect: (0 + x) * 1 = 4
// expect:   simplified: x
// expect: --(z + 2) = undefined
// expect:   simplified: (z + 2)
// expect: 0
// expect: 0
