// Swift book style (indirect enums): an arithmetic expression tree with evaluation and printing
indirect enum Expr: CustomStringConvertible {
    case number(Int)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
    case variable(String)

    var description: String {
        switch self {
        case .number(let n): return n < 0 ? "(\(n))" : "\(n)"
        case let .add(l, r): return "(\(l) + \(r))"
        case let .multiply(l, r): return "\(l) * \(r)"
        case .negate(let e): return "-\(e)"
        case .variable(let name): return name
        }
    }

    func evaluate(_ env: [String: Int]) -> Int? {
        switch self {
        case .number(let n):
            return n
        case let .add(l, r):
            guard let a = l.evaluate(env), let b = r.evaluate(env) else { return nil }
            return a + b
        case let .multiply(l, r):
            guard let a = l.evaluate(env), let b = r.evaluate(env) else { return nil }
            return a * b
        case .negate(let e):
            return e.evaluate(env).map { -$0 }
        case .variable(let name):
            return env[name]
        }
    }

    var simplified: Expr {
        switch self {
        case let .add(.number(0), e), let .add(e, .number(0)):
            return e.simplified
        case let .multiply(.number(1), e), let .multiply(e, .number(1)):
            return e.simplified
        case .multiply(.number(0), _), .multiply(_, .number(0)):
            return .number(0)
        case let .add(l, r):
            return .add(l.simplified, r.simplified)
        case let .multiply(l, r):
            return .multiply(l.simplified, r.simplified)
        case .negate(.negate(let e)):
            return e.simplified
        default:
            return self
        }
    }
}

let five = Expr.number(5)
let four = Expr.number(4)
let sum = Expr.add(five, four)
let product = Expr.multiply(sum, .number(2))
print(product, "=", product.evaluate([:]) ?? 0)

let withVar = Expr.add(.multiply(.variable("x"), .number(1)), .number(0))
print(withVar, "->", withVar.simplified)
print(withVar.evaluate(["x": 7]) as Any, withVar.evaluate([:]) as Any)
let neg = Expr.negate(.negate(.add(.number(-3), .variable("y"))))
print(neg, "->", neg.simplified, "=", neg.simplified.evaluate(["y": 10])!)
print(Expr.multiply(.variable("z"), .number(0)).simplified)

// expect: (5 + 4) * 2 = 18
// expect: (x * 1 + 0) -> x
// expect: Optional(7) nil
// expect: --((-3) + y) -> ((-3) + y) = 7
// expect: 0
