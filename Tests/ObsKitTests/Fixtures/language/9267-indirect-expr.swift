// indirect-expr
// expected output: swiftc 6.3.1 (Linux), run on this machine
indirect enum Expr: CustomStringConvertible, Equatable {
    case num(Double)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
    case bind(String, Expr, in: Expr)

    var description: String {
        switch self {
        case .num(let v): return v == Double(Int(v)) ? "\(Int(v))" : "\(v)"
        case .variable(let n): return n
        case let .add(a, b): return "(\(a) + \(b))"
        case let .mul(a, b): return "\(a) * \(b)"
        case .neg(let e): return "-\(e)"
        case let .bind(n, v, body): return "let \(n) = \(v) in \(body)"
        }
    }

    func eval(_ env: [String: Double] = [:]) -> Double? {
        switch self {
        case .num(let v): return v
        case .variable(let n): return env[n]
        case let .add(a, b):
            guard let x = a.eval(env), let y = b.eval(env) else { return nil }
            return x + y
        case let .mul(a, b):
            guard let x = a.eval(env), let y = b.eval(env) else { return nil }
            return x * y
        case .neg(let e): return e.eval(env).map { -$0 }
        case let .bind(n, v, body):
            guard let value = v.eval(env) else { return nil }
            var env2 = env; env2[n] = value
            return body.eval(env2)
        }
    }

    var simplified: Expr {
        switch self {
        case let .add(a, b):
            switch (a.simplified, b.simplified) {
            case let (.num(x), .num(y)): return .num(x + y)
            case (.num(0), let e), (let e, .num(0)): return e
            case let (x, y): return .add(x, y)
            }
        case let .mul(a, b):
            switch (a.simplified, b.simplified) {
            case let (.num(x), .num(y)): return .num(x * y)
            case (.num(0), _), (_, .num(0)): return .num(0)
            case (.num(1), let e), (let e, .num(1)): return e
            case let (x, y): return .mul(x, y)
            }
        case .neg(.neg(let e)): return e.simplified
        case .neg(let e): return .neg(e.simplified)
        default: return self
        }
    }

    func derivative(_ v: String) -> Expr {
        switch self {
        case .num: return .num(0)
        case .variable(let n): return .num(n == v ? 1 : 0)
        case let .add(a, b): return .add(a.derivative(v), b.derivative(v))
        case let .mul(a, b): return .add(.mul(a.derivative(v), b), .mul(a, b.derivative(v)))
        case .neg(let e): return .neg(e.derivative(v))
        case .bind: return .num(.nan)
        }
    }
    var nodeCount: Int {
        switch self {
        case .num, .variable: return 1
        case let .add(a, b), let .mul(a, b): return 1 + a.nodeCount + b.nodeCount
        case .neg(let e): return 1 + e.nodeCount
        case let .bind(_, v, body): return 1 + v.nodeCount + body.nodeCount
        }
    }
}

let x = Expr.variable("x")
let poly = Expr.add(.mul(x, x), .add(.mul(.num(3), x), .num(2)))
print(poly, "=", poly.eval(["x": 2]) as Any, "nodes:", poly.nodeCount)
print("missing var:", poly.eval() as Any)
let d = poly.derivative("x")
print("d/dx raw:", d)
print("d/dx simplified:", d.simplified, "at 5 =", d.simplified.eval(["x": 5]) ?? .nan)
print(Expr.neg(.neg(.add(.num(0), x))).simplified)
let bound = Expr.bind("y", .num(4), in: .mul(.variable("y"), .add(x, .num(0.5))))
print(bound, "=", bound.eval(["x": 1]) ?? .nan)
print(Expr.mul(.num(2), .num(3.5)).simplified == .num(7), poly.simplified == poly)

// expect: (x * x + (3 * x + 2)) = Optional(12.0) nodes: 9
// expect: missing var: nil
// expect: d/dx raw: ((1 * x + x * 1) + ((0 * x + 3 * 1) + 0))
// expect: d/dx simplified: ((x + x) + 3) at 5 = 13.0
// expect: x
// expect: let y = 4 in y * (x + 0.5) = 6.0
// expect: true true
