// Indirect enums: expression trees, recursive evaluation, simplification, printing
// expected output: swiftc 6.3.1 (Linux), run on this machine
indirect enum Expr: CustomStringConvertible, Equatable {
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

    func simplified() -> Expr {
        switch self {
        case let .add(l, r):
            switch (l.simplified(), r.simplified()) {
            case (.num(0), let e), (let e, .num(0)): return e
            case let (.num(a), .num(b)): return .num(a + b)
            case let (a, b): return .add(a, b)
            }
        case let .mul(l, r):
            switch (l.simplified(), r.simplified()) {
            case (.num(0), _), (_, .num(0)): return .num(0)
            case (.num(1), let e), (let e, .num(1)): return e
            case let (.num(a), .num(b)): return .num(a * b)
            case let (a, b): return .mul(a, b)
            }
        case .neg(.neg(let e)): return e.simplified()
        case .neg(let e): return .neg(e.simplified())
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

let e1: Expr = .add(.mul(.num(1), .variable("x")), .add(.num(0), .num(4)))
let e2: Expr = .neg(.neg(.mul(.add(.num(2), .num(3)), .variable("y"))))
for e in [e1, e2] {
    let s = e.simplified()
    print(e, "=>", s, "depth", e.depth, "->", s.depth)
    print("  x=2,y=3:", s.evaluate(["x": 2, "y": 3]) ?? -1, " no env:", s.evaluate([:]) as Any)
}
print(Expr.mul(.num(0), .variable("z")).simplified() == .num(0), Expr.num(-2))
// expect: (1 * x + (0 + 4)) => (x + 4) depth 3 -> 2
// expect:   x=2,y=3: 6  no env: nil
// expect: --(2 + 3) * y => 5 * y depth 5 -> 2
// expect:   x=2,y=3: 15  no env: nil
// expect: true (-2)
