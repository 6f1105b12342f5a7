// Swift book style: indirect enums as arithmetic expression trees
indirect enum Expr {
    case number(Int)
    case variable(String)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
    case divide(Expr, Expr)
}

enum EvalError: Error, CustomStringConvertible {
    case unbound(String)
    case divisionByZero
    var description: String {
        switch self {
        case .unbound(let n): return "unbound variable \(n)"
        case .divisionByZero: return "division by zero"
        }
    }
}

extension Expr {
    func evaluate(_ env: [String: Int]) throws -> Int {
        switch self {
        case .number(let n): return n
        case .variable(let name):
            guard let v = env[name] else { throw EvalError.unbound(name) }
            return v
        case let .add(l, r): return try l.evaluate(env) + r.evaluate(env)
        case let .multiply(l, r): return try l.evaluate(env) * r.evaluate(env)
        case .negate(let e): return -(try e.evaluate(env))
        case let .divide(l, r):
            let d = try r.evaluate(env)
            if d == 0 { throw EvalError.divisionByZero }
            return try l.evaluate(env) / d
        }
    }

    var text: String {
        switch self {
        case .number(let n): return n < 0 ? "(\(n))" : "\(n)"
        case .variable(let s): return s
        case let .add(l, r): return "(\(l.text) + \(r.text))"
        case let .multiply(l, r): return "\(l.text) * \(r.text)"
        case .negate(let e): return "-\(e.text)"
        case let .divide(l, r): return "\(l.text) / \(r.text)"
        }
    }

    func simplified() -> Expr {
        switch self {
        case let .add(l, r):
            switch (l.simplified(), r.simplified()) {
            case (.number(0), let e), (let e, .number(0)): return e
            case let (.number(a), .number(b)): return .number(a + b)
            case let (a, b): return .add(a, b)
            }
        case let .multiply(l, r):
            switch (l.simplified(), r.simplified()) {
            case (.number(0), _), (_, .number(0)): return .number(0)
            case (.number(1), let e), (let e, .number(1)): return e
            case let (.number(a), .number(b)): return .number(a * b)
            case let (a, b): return .multiply(a, b)
            }
        case .negate(let e):
            if case .negate(let inner) = e.simplified() { return inner }
            return .negate(e.simplified())
        default:
            return self
        }
    }

    var nodeCount: Int {
        switch self {
        case .number, .variable: return 1
        case .negate(let e): return 1 + e.nodeCount
        case let .add(l, r), let .multiply(l, r), let .divide(l, r):
            return 1 + l.nodeCount + r.nodeCount
        }
    }
}

let five = Expr.number(5)
let four = Expr.number(4)
let sum = Expr.add(five, four)
let product = Expr.multiply(sum, .number(2))
print(product.text, "=", try! product.evaluate([:]))

let withVars = Expr.add(.multiply(.variable("x"), .number(3)), .negate(.variable("y")))
let envs: [[String: Int]] = [["x": 2, "y": 1], ["x": 10, "y": -4], ["x": 1]]
for env in envs {
    do {
        print(withVars.text, "->", try withVars.evaluate(env))
    } catch {
        print(withVars.text, "-> error:", error)
    }
}

let div = Expr.divide(.number(10), .add(.variable("z"), .number(-2)))
for z in [4, 2] {
    do { print("z=\(z):", try div.evaluate(["z": z])) }
    catch { print("z=\(z):", error) }
}

let messy = Expr.add(.multiply(.number(1), .variable("a")),
                     .multiply(.add(.number(0), .number(0)), .variable("b")))
let clean = messy.simplified()
print(messy.text, "nodes:", messy.nodeCount)
print(clean.text, "nodes:", clean.nodeCount)
print(Expr.negate(.negate(.number(-7))).simplified().text)
print(Expr.add(.number(2), .number(3)).simplified().text)
// expect: (5 + 4) * 2 = 18
// expect: (x * 3 + -y) -> 5
// expect: (x * 3 + -y) -> 34
// expect: (x * 3 + -y) -> error: unbound variable y
// expect: z=4: 5
// expect: z=2: division by zero
// expect: (1 * a + (0 + 0) * b) nodes: 9
// expect: a nodes: 1
// expect: (-7)
// expect: 5
