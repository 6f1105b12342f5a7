// Advanced Swift style (indirect enums): an arithmetic expression tree with evaluation in an environment, simplification and a minimal-parentheses pretty printer
indirect enum Expr {
    case num(Int)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
    case let_(String, Expr, in: Expr)
}

extension Expr {
    func eval(_ env: [String: Int] = [:]) -> Int? {
        switch self {
        case .num(let n): return n
        case .variable(let v): return env[v]
        case let .add(a, b): guard let x = a.eval(env), let y = b.eval(env) else { return nil }; return x + y
        case let .mul(a, b): guard let x = a.eval(env), let y = b.eval(env) else { return nil }; return x * y
        case .neg(let e): return e.eval(env).map { -$0 }
        case let .let_(name, value, body):
            guard let v = value.eval(env) else { return nil }
            return body.eval(env.merging([name: v]) { _, new in new })
        }
    }

    var precedence: Int {
        switch self {
        case .add: return 1
        case .mul: return 2
        case .let_: return 0
        default: return 3
        }
    }

    var pretty: String {
        func wrap(_ e: Expr, _ p: Int) -> String { e.precedence < p ? "(\(e.pretty))" : e.pretty }
        switch self {
        case .num(let n): return n < 0 ? "(\(n))" : "\(n)"
        case .variable(let v): return v
        case let .add(a, b): return "\(wrap(a, 1)) + \(wrap(b, 2))"
        case let .mul(a, b): return "\(wrap(a, 2)) * \(wrap(b, 3))"
        case .neg(let e): return "-\(wrap(e, 3))"
        case let .let_(n, v, b): return "let \(n) = \(v.pretty) in \(b.pretty)"
        }
    }

    func simplified() -> Expr {
        switch self {
        case let .add(a, b):
            switch (a.simplified(), b.simplified()) {
            case (.num(0), let e), (let e, .num(0)): return e
            case let (.num(x), .num(y)): return .num(x + y)
            case let (x, y): return .add(x, y)
            }
        case let .mul(a, b):
            switch (a.simplified(), b.simplified()) {
            case (.num(0), _), (_, .num(0)): return .num(0)
            case (.num(1), let e), (let e, .num(1)): return e
            case let (.num(x), .num(y)): return .num(x * y)
            case let (x, y): return .mul(x, y)
            }
        case .neg(.neg(let e)): return e.simplified()
        case .neg(let e): return .neg(e.simplified())
        case let .let_(n, v, b): return .let_(n, v.simplified(), in: b.simplified())
        default: return self
        }
    }
}

let e1 = Expr.mul(.add(.num(2), .variable("x")), .add(.variable("y"), .mul(.num(3), .num(4))))
print(e1.pretty, "=", e1.eval(["x": 1, "y": 2]) ?? 0)
print(e1.eval(["x": 1]) as Any)
let e2 = Expr.add(.mul(.num(1), .variable("a")), .mul(.num(0), .variable("b")))
print(e2.pretty, "~>", e2.simplified().pretty)
let e3 = Expr.let_("z", .add(.num(5), .num(-2)), in: .mul(.variable("z"), .neg(.neg(.variable("z")))))
print(e3.pretty, "=", e3.eval()!)
print(e3.simplified().pretty)
print(Expr.add(.num(1), .add(.num(2), .num(3))).pretty, Expr.add(.add(.num(1), .num(2)), .num(3)).pretty)
print(Expr.neg(.add(.num(1), .num(2))).pretty, Expr.neg(.add(.num(1), .num(2))).eval()!)

// expect: (2 + x) * (y + 3 * 4) = 42
// expect: nil
// expect: 1 * a + 0 * b ~> a
// expect: let z = 5 + (-2) in z * --z = 9
// expect: let z = 3 in z * z
// expect: 1 + (2 + 3) 1 + 2 + 3
// expect: -(1 + 2) -3
