// Compiler test style: indirect enum expression tree with recursive eval, simplify and pretty-printing
indirect enum Expr {
    case num(Int)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
    case letIn(String, Expr, Expr)
}

func describe(_ e: Expr) -> String {
    switch e {
    case .num(let n) where n < 0:
        return "(\(n))"
    case .num(let n):
        return "\(n)"
    case .variable(let name):
        return name
    case let .add(l, r):
        return "(\(describe(l)) + \(describe(r)))"
    case let .mul(l, r):
        return "\(describe(l)) * \(describe(r))"
    case .neg(let inner):
        return "-\(describe(inner))"
    case let .letIn(name, value, body):
        return "let \(name) = \(describe(value)) in \(describe(body))"
    }
}

func eval(_ e: Expr, _ env: [(String, Int)] = []) -> Int? {
    switch e {
    case .num(let n):
        return n
    case .variable(let name):
        for (k, v) in env.reversed() where k == name {
            return v
        }
        return nil
    case let .add(l, r):
        guard let a = eval(l, env), let b = eval(r, env) else { return nil }
        return a + b
    case let .mul(l, r):
        guard let a = eval(l, env), let b = eval(r, env) else { return nil }
        return a * b
    case .neg(let inner):
        return eval(inner, env).map { -$0 }
    case let .letIn(name, value, body):
        guard let v = eval(value, env) else { return nil }
        return eval(body, env + [(name, v)])
    }
}

func simplify(_ e: Expr) -> Expr {
    switch e {
    case let .add(l, r):
        switch (simplify(l), simplify(r)) {
        case (.num(0), let x), (let x, .num(0)):
            return x
        case let (.num(a), .num(b)):
            return .num(a + b)
        case let (x, y):
            return .add(x, y)
        }
    case let .mul(l, r):
        switch (simplify(l), simplify(r)) {
        case (.num(0), _), (_, .num(0)):
            return .num(0)
        case (.num(1), let x), (let x, .num(1)):
            return x
        case let (.num(a), .num(b)):
            return .num(a * b)
        case let (x, y):
            return .mul(x, y)
        }
    case .neg(.neg(let inner)):
        return simplify(inner)
    case .neg(let inner):
        if case .num(let n) = simplify(inner) { return .num(-n) }
        return .neg(simplify(inner))
    case let .letIn(name, value, body):
        return .letIn(name, simplify(value), simplify(body))
    default:
        return e
    }
}

let samples: [Expr] = [
    .add(.num(2), .mul(.num(3), .num(4))),
    .mul(.add(.variable("x"), .num(0)), .num(1)),
    .neg(.neg(.num(7))),
    .letIn("x", .num(5), .mul(.variable("x"), .variable("x"))),
    .add(.variable("y"), .num(1)),
    .mul(.num(0), .variable("z")),
    .neg(.add(.num(-3), .num(1))),
    .letIn("a", .num(2), .letIn("a", .num(10), .add(.variable("a"), .num(1)))),
]

for (i, e) in samples.enumerated() {
    let s = simplify(e)
    let value = eval(e).map { String($0) } ?? "unbound"
    print("#\(i): \(describe(e))")
    print("   simplified: \(describe(s)) => \(value)")
}

// Expected output:
// expect: #0: (2 + 3 * 4)
// expect:    simplified: 14 => 14
// expect: #1: (x + 0) * 1
// expect:    simplified: x => unbound
// expect: #2: --7
// expect:    simplified: 7 => 7
// expect: #3: let x = 5 in x * x
// expect:    simplified: let x = 5 in x * x => 25
// expect: #4: (y + 1)
// expect:    simplified: (y + 1) => unbound
// expect: #5: 0 * z
// expect:    simplified: 0 => unbound
// expect: #6: -((-3) + 1)
// expect:    simplified: 2 => 2
// expect: #7: let a = 2 in let a = 10 in (a + 1)
// expect:    simplified: let a = 2 in let a = 10 in (a + 1) => 11
