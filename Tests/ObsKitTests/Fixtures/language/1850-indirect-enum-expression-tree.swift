// Compiler test style: indirect enums — an arithmetic expression tree evaluated recursively, with variables, errors and pretty-printing
indirect enum Expr {
    case number(Int)
    case variable(String)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case subtract(Expr, Expr)
    case divide(Expr, Expr)
    case negate(Expr)
    case `let`(String, Expr, in: Expr)
}

enum EvalError: Error {
    case unbound(String)
    case divisionByZero(Expr)
}

func evaluate(_ e: Expr, _ env: [String: Int] = [:]) throws -> Int {
    switch e {
    case .number(let n): return n
    case .variable(let name):
        guard let v = env[name] else { throw EvalError.unbound(name) }
        return v
    case let .add(l, r): return try evaluate(l, env) + evaluate(r, env)
    case let .subtract(l, r): return try evaluate(l, env) - evaluate(r, env)
    case let .multiply(l, r): return try evaluate(l, env) * evaluate(r, env)
    case let .divide(l, r):
        let d = try evaluate(r, env)
        if d == 0 { throw EvalError.divisionByZero(r) }
        return try evaluate(l, env) / d
    case .negate(let inner): return -(try evaluate(inner, env))
    case let .let(name, value, body):
        var extended = env
        extended[name] = try evaluate(value, env)
        return try evaluate(body, extended)
    }
}

func render(_ e: Expr) -> String {
    switch e {
    case .number(let n): return n < 0 ? "(\(n))" : "\(n)"
    case .variable(let v): return v
    case let .add(l, r): return "(\(render(l)) + \(render(r)))"
    case let .subtract(l, r): return "(\(render(l)) - \(render(r)))"
    case let .multiply(l, r): return "\(render(l)) * \(render(r))"
    case let .divide(l, r): return "\(render(l)) / \(render(r))"
    case .negate(let i): return "-\(render(i))"
    case let .let(n, v, b): return "let \(n) = \(render(v)) in \(render(b))"
    }
}

func depth(_ e: Expr) -> Int {
    switch e {
    case .number, .variable: return 1
    case let .add(l, r), let .subtract(l, r), let .multiply(l, r), let .divide(l, r):
        return 1 + max(depth(l), depth(r))
    case .negate(let i): return 1 + depth(i)
    case let .let(_, v, b): return 1 + max(depth(v), depth(b))
    }
}

let exprs: [Expr] = [
    .add(.number(2), .multiply(.number(3), .number(4))),
    .multiply(.add(.number(2), .number(3)), .negate(.number(4))),
    .let("x", .number(5), in: .multiply(.variable("x"), .variable("x"))),
    .let("x", .number(2), in: .let("y", .add(.variable("x"), .number(1)), in: .subtract(.variable("y"), .variable("x")))),
    .divide(.number(10), .subtract(.number(3), .number(3))),
    .add(.variable("z"), .number(1)),
    .divide(.number(-7), .number(2)),
]

for e in exprs {
    do {
        print("\(render(e)) = \(try evaluate(e))  [depth \(depth(e))]")
    } catch EvalError.unbound(let name) {
        print("\(render(e)) -> unbound variable \(name)")
    } catch EvalError.divisionByZero(let divisor) {
        print("\(render(e)) -> division by zero in \(render(divisor))")
    } catch {
        print("unexpected")
    }
}

// Build a deep tree recursively and evaluate it
func sumTree(_ n: Int) -> Expr { n == 0 ? .number(0) : .add(.number(n), sumTree(n - 1)) }
print("sum tree 100 = \(try evaluate(sumTree(100))), depth \(depth(sumTree(100)))")

// expect: (2 + 3 * 4) = 14  [depth 3]
// expect: (2 + 3) * -4 = -20  [depth 3]
// expect: let x = 5 in x * x = 25  [depth 3]
// expect: let x = 2 in let y = (x + 1) in (y - x) = 1  [depth 4]
// expect: 10 / (3 - 3) -> division by zero in (3 - 3)
// expect: (z + 1) -> unbound variable z
// expect: (-7) / 2 = -3  [depth 2]
// expect: sum tree 100 = 5050, depth 101
