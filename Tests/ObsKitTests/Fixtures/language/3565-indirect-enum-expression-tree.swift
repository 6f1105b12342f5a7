// App code style: indirect enum expression tree with evaluation, simplification and printing
indirect enum Expr: CustomStringConvertible {
    case num(Int)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)

    var description: String {
        switch self {
        case .num(let n): return n < 0 ? "(\(n))" : "\(n)"
        case .variable(let v): return v
        case let .add(a, b): return "(\(a) + \(b))"
        case let .mul(a, b): return "\(a) * \(b)"
        case .neg(let e): return "-\(e)"
        }
    }

    func eval(_ env: [String: Int]) -> Int? {
        switch self {
        case .num(let n): return n
        case .variable(let v): return env[v]
        case let .add(a, b): guard let x = a.eval(env), let y = b.eval(env) else { return nil }; return x + y
        case let .mul(a, b):
            guard let x = a.eval(env), let y = b.eval(env) else { return nil }
            return x * y
        case .neg(let e): return e.eval(env).map { -$0 }
        }
    }

    var simplified: Expr {
        switch self {
        case let .add(a, b):
            switch (a.simplified, b.simplified) {
            case (.num(0), let e), (let e, .num(0)): return e
            case let (.num(x), .num(y)): return .num(x + y)
            case let (x, y): return .add(x, y)
            }
        case let .mul(a, b):
            switch (a.simplified, b.simplified) {
            case (.num(0), _), (_, .num(0)): return .num(0)
            case (.num(1), let e), (let e, .num(1)): return e
            case let (.num(x), .num(y)): return .num(x * y)
            case let (x, y): return .mul(x, y)
            }
        case .neg(.neg(let e)): return e.simplified
        case .neg(let e):
            if case .num(let n) = e.simplified { return .num(-n) }
            return .neg(e.simplified)
        default: return self
        }
    }
}

let e1 = Expr.add(.mul(.num(1), .variable("x")), .add(.num(0), .num(4)))
let e2 = Expr.mul(.neg(.neg(.variable("y"))), .add(.num(2), .num(3)))
let e3 = Expr.add(.mul(.variable("z"), .num(0)), .neg(.num(7)))
for e in [e1, e2, e3] {
    let s = e.simplified
    print("\(e)  =>  \(s)")
    print("  eval x=3,y=2: \(e.eval(["x": 3, "y": 2]).map(String.init) ?? "undefined") / \(s.eval(["x": 3, "y": 2]).map(String.init) ?? "undefined")")
}
// expect: (1 * x + (0 + 4))  =>  (x + 4)
// expect:   eval x=3,y=2: 7 / 7
// expect: --y * (2 + 3)  =>  y * 5
// expect:   eval x=3,y=2: 10 / 10
// expect: (z * 0 + -7)  =>  (-7)
// expect:   eval x=3,y=2: undefined / -7
