// Compiler test style: overloading standard and custom operators to build an indirect enum expression tree
indirect enum Expr: ExpressibleByIntegerLiteral, CustomStringConvertible {
    case lit(Int)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case pow(Expr, Int)

    init(integerLiteral value: Int) { self = .lit(value) }

    var description: String {
        switch self {
        case .lit(let n): return "\(n)"
        case .variable(let v): return v
        case let .add(a, b): return "(\(a) + \(b))"
        case let .mul(a, b): return "\(a)*\(b)"
        case let .pow(a, n): return "\(a)^\(n)"
        }
    }

    func eval(_ env: [String: Int]) -> Int {
        switch self {
        case .lit(let n): return n
        case .variable(let v): return env[v] ?? 0
        case let .add(a, b): return a.eval(env) + b.eval(env)
        case let .mul(a, b): return a.eval(env) * b.eval(env)
        case let .pow(a, n): return (0..<n).reduce(1) { acc, _ in acc * a.eval(env) }
        }
    }
}

func + (l: Expr, r: Expr) -> Expr { .add(l, r) }
func * (l: Expr, r: Expr) -> Expr { .mul(l, r) }

precedencegroup PowerPrecedence {
    associativity: right
    higherThan: MultiplicationPrecedence
}
infix operator ^^ : PowerPrecedence
func ^^ (l: Expr, r: Int) -> Expr { .pow(l, r) }

let x = Expr.variable("x"), y = Expr.variable("y")
let e: Expr = 3 * x ^^ 2 + 2 * y + 1
print(e)
print(e.eval(["x": 2, "y": 5]))
print((x + y) * (x + 1))
print(((x + y) * (x + 1)).eval(["x": 3, "y": 4]))

// expect: ((3*x^2 + 2*y) + 1)
// expect: 23
// expect: (x + y)*(x + 1)
// expect: 28
