// recursive-enum-eval
// expected output: swiftc 6.3.1 (Linux), run on this machine
indirect enum Expr: CustomStringConvertible {
    case num(Int)
    case neg(Expr)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case variable(String)

    var description: String {
        switch self {
        case .num(let n): return n < 0 ? "(\(n))" : "\(n)"
        case .neg(let e): return "-\(e)"
        case let .add(l, r): return "(\(l) + \(r))"
        case let .mul(l, r): return "\(l) * \(r)"
        case .variable(let v): return v
        }
    }

    func eval(_ env: [String: Int]) -> Int? {
        switch self {
        case .num(let n): return n
        case .neg(let e): return e.eval(env).map { -$0 }
        case let .add(l, r):
            guard let a = l.eval(env), let b = r.eval(env) else { return nil }
            return a + b
        case let .mul(l, r):
            guard let a = l.eval(env), let b = r.eval(env) else { return nil }
            return a * b
        case .variable(let v): return env[v]
        }
    }

    var simplified: Expr {
        switch self {
        case .add(.num(0), let e), .add(let e, .num(0)): return e.simplified
        case .mul(.num(1), let e), .mul(let e, .num(1)): return e.simplified
        case .mul(.num(0), _), .mul(_, .num(0)): return .num(0)
        case .neg(.neg(let e)): return e.simplified
        case let .add(l, r): return .add(l.simplified, r.simplified)
        case let .mul(l, r): return .mul(l.simplified, r.simplified)
        case .neg(let e): return .neg(e.simplified)
        default: return self
        }
    }

    var depth: Int {
        switch self {
        case .num, .variable: return 1
        case .neg(let e): return 1 + e.depth
        case .add(let l, let r), .mul(let l, let r): return 1 + max(l.depth, r.depth)
        }
    }
}

let e = Expr.add(.mul(.num(1), .variable("x")), .neg(.neg(.add(.num(0), .num(-4)))))
print(e)
print(e.simplified)
print(e.depth, e.simplified.depth)
print(e.eval(["x": 10]) ?? -999)
print(e.eval([:]) == nil)
print(Expr.mul(.variable("y"), .num(0)).simplified)
// expect: (1 * x + --(0 + (-4)))
// expect: (x + (-4))
// expect: 5 2
// expect: 6
// expect: true
// expect: 0
