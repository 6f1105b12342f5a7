// indirect-enum-expr
// expected output: swiftc 6.3.1 (Linux), run on this machine

indirect enum Expr: CustomStringConvertible {
    case num(Int)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
    case letIn(name: String, value: Expr, body: Expr)

    var description: String {
        switch self {
        case .num(let n): return n < 0 ? "(\(n))" : "\(n)"
        case .variable(let v): return v
        case let .add(a, b): return "(\(a) + \(b))"
        case let .mul(a, b): return "\(a) * \(b)"
        case .neg(let e): return "-\(e)"
        case let .letIn(name, value, body): return "let \(name) = \(value) in \(body)"
        }
    }

    func eval(_ env: [String: Int] = [:]) -> Int? {
        switch self {
        case .num(let n): return n
        case .variable(let v): return env[v]
        case let .add(a, b):
            guard let x = a.eval(env), let y = b.eval(env) else { return nil }
            return x + y
        case let .mul(a, b):
            guard let x = a.eval(env), let y = b.eval(env) else { return nil }
            return x * y
        case .neg(let e): return e.eval(env).map { -$0 }
        case let .letIn(name, value, body):
            guard let v = value.eval(env) else { return nil }
            var env2 = env
            env2[name] = v
            return body.eval(env2)
        }
    }

    func simplified() -> Expr {
        switch self {
        case .add(.num(0), let e), .add(let e, .num(0)): return e.simplified()
        case .mul(.num(1), let e), .mul(let e, .num(1)): return e.simplified()
        case .mul(.num(0), _), .mul(_, .num(0)): return .num(0)
        case .neg(.neg(let e)): return e.simplified()
        case let .add(a, b): return .add(a.simplified(), b.simplified())
        case let .mul(a, b): return .mul(a.simplified(), b.simplified())
        case .neg(let e): return .neg(e.simplified())
        case let .letIn(n, v, b): return .letIn(name: n, value: v.simplified(), body: b.simplified())
        default: return self
        }
    }

    var depth: Int {
        switch self {
        case .num, .variable: return 1
        case .neg(let e): return 1 + e.depth
        case .add(let a, let b), .mul(let a, let b): return 1 + max(a.depth, b.depth)
        case .letIn(_, let v, let b): return 1 + max(v.depth, b.depth)
        }
    }
}

let e1 = Expr.add(.num(2), .mul(.num(3), .num(4)))
print(e1, "=", e1.eval()!)
let e2 = Expr.mul(.add(.variable("x"), .num(0)), .num(1))
print(e2, "->", e2.simplified())
print(e2.eval(["x": 7]) ?? -1, e2.eval() as Any)
let e3 = Expr.letIn(name: "y", value: .num(-5), body: .neg(.neg(.mul(.variable("y"), .variable("y")))))
print(e3)
print(e3.simplified(), "=", e3.eval()!)
print(e1.depth, e3.depth, e3.simplified().depth)
print(Expr.mul(.num(0), .variable("zzz")).simplified())
if case .add(.num(let a), .mul(_, .num(let b))) = e1 { print("matched", a, b) }

// expect: (2 + 3 * 4) = 14
// expect: (x + 0) * 1 -> x
// expect: 7 nil
// expect: let y = (-5) in --y * y
// expect: let y = (-5) in y * y = 25
// expect: 3 5 3
// expect: 0
// expect: matched 2 4
