// Indirect enums: an expression tree with evaluation, simplification and printing with minimal parentheses (expected output from swiftc 6.3.1 on Linux)
indirect enum Expr {
    case num(Int)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
}

func eval(_ e: Expr, _ env: [String: Int]) -> Int? {
    switch e {
    case .num(let n): return n
    case .variable(let v): return env[v]
    case let .add(a, b):
        guard let x = eval(a, env), let y = eval(b, env) else { return nil }
        return x + y
    case let .mul(a, b):
        guard let x = eval(a, env), let y = eval(b, env) else { return nil }
        return x * y
    case .neg(let a): return eval(a, env).map { -$0 }
    }
}

func show(_ e: Expr, _ parentPrec: Int = 0) -> String {
    switch e {
    case .num(let n): return n < 0 ? "(\(n))" : "\(n)"
    case .variable(let v): return v
    case let .add(a, b):
        let s = show(a, 1) + " + " + show(b, 1)
        return parentPrec > 1 ? "(" + s + ")" : s
    case let .mul(a, b): return show(a, 2) + " * " + show(b, 2)
    case .neg(let a): return "-" + show(a, 3)
    }
}

func simplify(_ e: Expr) -> Expr {
    switch e {
    case let .add(a, b):
        switch (simplify(a), simplify(b)) {
        case (.num(0), let x), (let x, .num(0)): return x
        case let (.num(x), .num(y)): return .num(x + y)
        case let (x, y): return .add(x, y)
        }
    case let .mul(a, b):
        switch (simplify(a), simplify(b)) {
        case (.num(0), _), (_, .num(0)): return .num(0)
        case (.num(1), let x), (let x, .num(1)): return x
        case let (.num(x), .num(y)): return .num(x * y)
        case let (x, y): return .mul(x, y)
        }
    case .neg(.neg(let inner)): return simplify(inner)
    case .neg(let a): return .neg(simplify(a))
    default: return e
    }
}

let e1: Expr = .mul(.add(.variable("x"), .num(3)), .neg(.variable("y")))
print(show(e1))
print(eval(e1, ["x": 4, "y": 2]) as Any)
print(eval(e1, ["x": 4]) as Any)
let e2: Expr = .add(.mul(.num(1), .variable("z")), .mul(.num(0), .variable("w")))
print(show(e2), "=>", show(simplify(e2)))
let e3: Expr = .neg(.neg(.add(.num(2), .num(5))))
print(show(e3), "=>", show(simplify(e3)))
let e4: Expr = .add(.num(-3), .mul(.add(.num(1), .num(1)), .variable("k")))
print(show(e4), "=", eval(e4, ["k": 10])!)
func depth(_ e: Expr) -> Int {
    switch e {
    case .num, .variable: return 1
    case .add(let a, let b), .mul(let a, let b): return 1 + max(depth(a), depth(b))
    case .neg(let a): return 1 + depth(a)
    }
}
print(depth(e1), depth(e3), depth(simplify(e3)))

// expect: (x + 3) * -y
// expect: Optional(-14)
// expect: nil
// expect: 1 * z + 0 * w => z
// expect: --(2 + 5) => 7
// expect: (-3) + (1 + 1) * k = 17
// expect: 3 4 1
