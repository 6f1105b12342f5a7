// Swift Forums style (indirect enums): an arithmetic expression tree with simplification and pretty printing
indirect enum Expr: Equatable, CustomStringConvertible {
    case num(Int)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)

    var description: String {
        switch self {
        case .num(let n): return n < 0 ? "(\(n))" : "\(n)"
        case .variable(let v): return v
        case let .add(l, r): return "(\(l) + \(r))"
        case let .mul(l, r): return "\(l) * \(r)"
        case .neg(let e): return "-\(e)"
        }
    }

    func evaluate(_ env: [String: Int]) -> Int? {
        switch self {
        case .num(let n): return n
        case .variable(let v): return env[v]
        case let .add(l, r):
            guard let a = l.evaluate(env), let b = r.evaluate(env) else { return nil }
            return a + b
        case let .mul(l, r):
            guard let a = l.evaluate(env), let b = r.evaluate(env) else { return nil }
            return a * b
        case .neg(let e): return e.evaluate(env).map { -$0 }
        }
    }

    var simplified: Expr {
        switch self {
        case let .add(l, r):
            switch (l.simplified, r.simplified) {
            case (.num(0), let e), (let e, .num(0)): return e
            case let (.num(a), .num(b)): return .num(a + b)
            case let (a, b): return .add(a, b)
            }
        case let .mul(l, r):
            switch (l.simplified, r.simplified) {
            case (.num(0), _), (_, .num(0)): return .num(0)
            case (.num(1), let e), (let e, .num(1)): return e
            case let (.num(a), .num(b)): return .num(a * b)
            case let (a, b): return .mul(a, b)
            }
        case .neg(let e):
            switch e.simplified {
            case .num(let n): return .num(-n)
            case .neg(let inner): return inner
            case let other: return .neg(other)
            }
        default: return self
        }
    }

    var depth: Int {
        switch self {
        case .num, .variable: return 1
        case let .add(l, r), let .mul(l, r): return 1 + max(l.depth, r.depth)
        case .neg(let e): return 1 + e.depth
        }
    }
}

let x = Expr.variable("x"), y = Expr.variable("y")
let e1 = Expr.add(.mul(.num(1), x), .mul(.num(0), y))
let e2 = Expr.mul(.add(.num(2), .num(3)), .neg(.neg(x)))
let e3 = Expr.add(.neg(.num(4)), .mul(y, .add(x, .num(0))))
for e in [e1, e2, e3] {
    print(e, "=>", e.simplified, "depth", e.depth, "->", e.simplified.depth)
}
let env = ["x": 5, "y": -2]
print(e1.evaluate(env) as Any, e2.evaluate(env) as Any, e3.evaluate(env) as Any)
print(e3.evaluate(["x": 1]) as Any)
print(e1.simplified == x, e2.simplified == .mul(.num(5), x))
print(Expr.neg(.num(7)).simplified)

// expect: (1 * x + 0 * y) => x depth 3 -> 1
// expect: (2 + 3) * --x => 5 * x depth 4 -> 2
// expect: (-4 + y * (x + 0)) => ((-4) + y * x) depth 4 -> 3
// expect: Optional(5) Optional(25) Optional(-14)
// expect: nil
// expect: true true
// expect: (-7)
