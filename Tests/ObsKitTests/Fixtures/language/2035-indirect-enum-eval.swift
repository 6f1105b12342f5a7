// Compiler test style: recursive indirect enum evaluating and pretty-printing arithmetic expressions
indirect enum Expr {
    case num(Int)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
    case letIn(String, Expr, Expr)

    func eval(_ env: [String: Int] = [:]) -> Int? {
        switch self {
        case .num(let n): return n
        case .variable(let name): return env[name]
        case let .add(l, r):
            guard let a = l.eval(env), let b = r.eval(env) else { return nil }
            return a + b
        case let .mul(l, r):
            guard let a = l.eval(env), let b = r.eval(env) else { return nil }
            return a * b
        case .neg(let e): return e.eval(env).map { -$0 }
        case let .letIn(name, value, body):
            guard let v = value.eval(env) else { return nil }
            var newEnv = env
            newEnv[name] = v
            return body.eval(newEnv)
        }
    }

    var description: String {
        switch self {
        case .num(let n): return String(n)
        case .variable(let s): return s
        case let .add(l, r): return "(\(l.description) + \(r.description))"
        case let .mul(l, r): return "\(l.description) * \(r.description)"
        case .neg(let e): return "-\(e.description)"
        case let .letIn(n, v, b): return "let \(n) = \(v.description) in \(b.description)"
        }
    }

    var depth: Int {
        switch self {
        case .num, .variable: return 1
        case .add(let l, let r), .mul(let l, let r): return 1 + max(l.depth, r.depth)
        case .neg(let e): return 1 + e.depth
        case .letIn(_, let v, let b): return 1 + max(v.depth, b.depth)
        }
    }
}

let e1 = Expr.add(.num(2), .mul(.num(3), .num(4)))
print(e1.description, "=", e1.eval()!, "depth", e1.depth)
let e2 = Expr.mul(.add(.variable("x"), .num(1)), .neg(.variable("y")))
print(e2.description)
print(e2.eval(["x": 4, "y": 3]) as Any)
print(e2.eval(["x": 4]) as Any)
let e3 = Expr.letIn("z", .add(.num(5), .num(5)), .mul(.variable("z"), .variable("z")))
print(e3.description, "=", e3.eval()!)
let e4 = Expr.letIn("a", .num(2), .letIn("a", .mul(.variable("a"), .num(10)), .add(.variable("a"), .num(1))))
print(e4.description)
print(e4.eval()!, e4.depth)

// expect: (2 + 3 * 4) = 14 depth 3
// expect: (x + 1) * -y
// expect: Optional(-15)
// expect: nil
// expect: let z = (5 + 5) in z * z = 100
// expect: let a = 2 in let a = a * 10 in (a + 1)
// expect: 21 4
