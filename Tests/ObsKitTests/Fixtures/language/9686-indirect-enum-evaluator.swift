// Swift book, "Enumerations": indirect recursive enum, evaluation by pattern matching, CustomStringConvertible, simplification
indirect enum Expr {
    case number(Double)
    case variable(String)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
}

extension Expr: CustomStringConvertible {
    var description: String {
        switch self {
        case .number(let n):
            return n == Double(Int(n)) ? String(Int(n)) : String(n)
        case .variable(let name):
            return name
        case let .add(l, r):
            return "(\(l) + \(r))"
        case let .multiply(l, r):
            return "\(l) * \(r)"
        case .negate(let e):
            return "-\(e)"
        }
    }
}

enum EvalError: Error { case unbound(String) }

func evaluate(_ e: Expr, _ env: [String: Double]) throws -> Double {
    switch e {
    case .number(let n): return n
    case .variable(let v):
        guard let value = env[v] else { throw EvalError.unbound(v) }
        return value
    case let .add(a, b): return try evaluate(a, env) + evaluate(b, env)
    case let .multiply(a, b): return try evaluate(a, env) * evaluate(b, env)
    case .negate(let x): return try -evaluate(x, env)
    }
}

func simplify(_ e: Expr) -> Expr {
    switch e {
    case let .add(a, b):
        switch (simplify(a), simplify(b)) {
        case (.number(0), let x), (let x, .number(0)): return x
        case let (.number(x), .number(y)): return .number(x + y)
        case let (x, y): return .add(x, y)
        }
    case let .multiply(a, b):
        switch (simplify(a), simplify(b)) {
        case (.number(0), _), (_, .number(0)): return .number(0)
        case (.number(1), let x), (let x, .number(1)): return x
        case let (.number(x), .number(y)): return .number(x * y)
        case let (x, y): return .multiply(x, y)
        }
    case .negate(.negate(let inner)): return simplify(inner)
    case .negate(let inner): return .negate(simplify(inner))
    default: return e
    }
}

let expr: Expr = .add(.multiply(.number(1), .variable("x")), .add(.number(2), .number(3.5)))
print(expr)
print(simplify(expr))
print(try evaluate(expr, ["x": 4]))
let zeroed: Expr = .multiply(.add(.variable("y"), .number(0)), .negate(.negate(.number(0))))
print(zeroed, "=>", simplify(zeroed))
do {
    _ = try evaluate(.add(.variable("q"), .number(1)), [:])
} catch EvalError.unbound(let name) {
    print("unbound variable \(name)")
}
let five = Expr.number(5)
let product = Expr.multiply(.add(five, .number(4)), .number(2))
print(product, "=", try evaluate(product, [:]))

// expect: (1 * x + (2 + 3.5))
// expect: (x + 5.5)
// expect: 9.5
// expect: (y + 0) * --0 => 0
// expect: unbound variable q
// expect: (5 + 4) * 2 = 18.0
