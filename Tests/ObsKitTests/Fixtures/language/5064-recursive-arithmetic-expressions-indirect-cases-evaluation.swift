// Book style (Enumerations): recursive arithmetic expressions with indirect cases and evaluation
indirect enum Expr {
    case number(Int)
    case variable(String)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
}

func evaluate(_ e: Expr, _ env: [String: Int]) -> Int? {
    switch e {
    case .number(let n):
        return n
    case .variable(let name):
        return env[name]
    case let .add(l, r):
        guard let a = evaluate(l, env), let b = evaluate(r, env) else { return nil }
        return a + b
    case let .multiply(l, r):
        guard let a = evaluate(l, env), let b = evaluate(r, env) else { return nil }
        return a * b
    case .negate(let inner):
        return evaluate(inner, env).map { -$0 }
    }
}

func render(_ e: Expr) -> String {
    switch e {
    case .number(let n): return "\(n)"
    case .variable(let v): return v
    case .add(let l, let r): return "(\(render(l)) + \(render(r)))"
    case .multiply(let l, let r): return "\(render(l)) * \(render(r))"
    case .negate(let x): return "-\(render(x))"
    }
}

func simplify(_ e: Expr) -> Expr {
    switch e {
    case .add(.number(0), let x), .add(let x, .number(0)):
        return simplify(x)
    case .multiply(.number(1), let x), .multiply(let x, .number(1)):
        return simplify(x)
    case .multiply(.number(0), _), .multiply(_, .number(0)):
        return .number(0)
    case let .add(l, r):
        return .add(simplify(l), simplify(r))
    case let .multiply(l, r):
        return .multiply(simplify(l), simplify(r))
    case .negate(.negate(let x)):
        return simplify(x)
    default:
        return e
    }
}

let five = Expr.number(5)
let sum = Expr.add(five, .variable("x"))
let product = Expr.multiply(sum, .number(2))
let env = ["x": 4, "y": -3]
print(render(product), "=", evaluate(product, env) as Any)
print(evaluate(.variable("z"), env) as Any)
print(evaluate(.negate(.variable("y")), env) as Any)

let messy = Expr.add(.number(0), .multiply(.number(1), .negate(.negate(.variable("y")))))
print(render(messy))
let clean = simplify(messy)
print(render(clean), evaluate(clean, env) as Any)
print(clean)
print(Expr.number(3))
print(Expr.add(.number(1), .number(2)))
let zeroed = simplify(.multiply(.variable("q"), .number(0)))
print(render(zeroed))
let exprs: [Expr] = [five, .variable("y"), .negate(five)]
print(exprs.compactMap { evaluate($0, env) })

enum Weekday: Int, Comparable {
    case mon = 1, tue, wed, thu, fri, sat, sun
    static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }
    var isWeekend: Bool { self >= .sat }
}
let days: [Weekday] = [.sun, .wed, .mon, .sat]
print(days.sorted(), days.sorted().map { $0.isWeekend })
print(days.max()!, Weekday.fri.rawValue)

// expect: (5 + x) * 2 = Optional(18)
// expect: nil
// expect: Optional(3)
// expect: (0 + 1 * --y)
// expect: y Optional(-3)
// expect: variable("y")
// expect: number(3)
// expect: add(main.Expr.number(1), main.Expr.number(2))
// expect: 0
// expect: [5, -3, -5]
// expect: [main.Weekday.mon, main.Weekday.wed, main.Weekday.sat, main.Weekday.sun] [false, false, true, true]
// expect: sun 5
