// Swift book / blog style indirect enums: recursive expression tree with associated values, evaluation with throwing errors, simplification by pattern matching, pretty-printing with precedence, switch expression
enum Expr: Equatable {
    case num(Double)
    case variable(String)
    indirect case add(Expr, Expr)
    indirect case mul(Expr, Expr)
    indirect case neg(Expr)
    indirect case pow(Expr, Int)
}

enum EvalError: Error { case unbound(String) }

extension Expr {
    func eval(_ env: [String: Double]) throws -> Double {
        switch self {
        case .num(let v): return v
        case .variable(let name):
            guard let v = env[name] else { throw EvalError.unbound(name) }
            return v
        case let .add(a, b): return try a.eval(env) + b.eval(env)
        case let .mul(a, b): return try a.eval(env) * b.eval(env)
        case .neg(let e): return try -e.eval(env)
        case let .pow(base, n): return try (0..<n).reduce(1.0) { acc, _ in acc * (try base.eval(env)) }
        }
    }

    var simplified: Expr {
        switch self {
        case let .add(a, b):
            switch (a.simplified, b.simplified) {
            case (.num(0), let x), (let x, .num(0)): return x
            case let (.num(x), .num(y)): return .num(x + y)
            case let (x, y): return .add(x, y)
            }
        case let .mul(a, b):
            switch (a.simplified, b.simplified) {
            case (.num(0), _), (_, .num(0)): return .num(0)
            case (.num(1), let x), (let x, .num(1)): return x
            case let (.num(x), .num(y)): return .num(x * y)
            case let (x, y): return .mul(x, y)
            }
        case .neg(.neg(let e)): return e.simplified
        case .neg(let e): return .neg(e.simplified)
        case .pow(_, 0): return .num(1)
        case .pow(let b, 1): return b.simplified
        case let .pow(b, n): return .pow(b.simplified, n)
        default: return self
        }
    }

    var precedence: Int {
        switch self { case .add: 1; case .mul: 2; case .neg: 3; case .pow: 4; default: 5 }
    }

    func render(_ parent: Int = 0) -> String {
        let s: String
        switch self {
        case .num(let v): s = v == Double(Int(v)) ? String(Int(v)) : String(v)
        case .variable(let n): s = n
        case let .add(a, b): s = "\(a.render(1)) + \(b.render(1))"
        case let .mul(a, b): s = "\(a.render(2)) * \(b.render(2))"
        case .neg(let e): s = "-\(e.render(3))"
        case let .pow(b, n): s = "\(b.render(5))^\(n)"
        }
        return precedence < parent ? "(\(s))" : s
    }
}

let x = Expr.variable("x"), y = Expr.variable("y")
let exprs: [Expr] = [
    .add(.mul(.num(2), x), .num(3)),
    .mul(.add(x, .num(1)), .add(y, .neg(.num(2)))),
    .add(.mul(.num(1), .pow(x, 2)), .mul(.num(0), y)),
    .neg(.neg(.add(.num(0), .pow(.add(x, y), 1)))),
    .mul(.pow(.num(2), 10), .add(.num(1.5), .num(2))),
]
let env = ["x": 3.0, "y": 4.0]
for e in exprs {
    let s = e.simplified
    print("\(e.render()) => \(s.render()) = \(try! s.eval(env))\(s == e ? " (unchanged)" : "")")
}
do {
    _ = try Expr.add(x, .variable("z")).eval(env)
} catch EvalError.unbound(let name) {
    print("unbound variable: \(name)")
}
// expect: 2 * x + 3 => 2 * x + 3 = 9.0 (unchanged)
// expect: (x + 1) * (y + -2) => (x + 1) * (y + -2) = 8.0 (unchanged)
// expect: 1 * x^2 + 0 * y => x^2 = 9.0
// expect: --(0 + (x + y)^1) => x + y = 7.0
// expect: 2^10 * (1.5 + 2) => 2^10 * 3.5 = 3584.0
// expect: unbound variable: z
