// Compiler test style: recursive enums — indirect cases form an expression tree that is evaluated, simplified and printed recursively
indirect enum Expr {
    case num(Int)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)

    func evaluate(_ env: [String: Int]) -> Int? {
        switch self {
        case .num(let n): return n
        case .variable(let name): return env[name]
        case let .add(a, b):
            guard let x = a.evaluate(env), let y = b.evaluate(env) else { return nil }
            return x + y
        case let .mul(a, b):
            guard let x = a.evaluate(env), let y = b.evaluate(env) else { return nil }
            return x * y
        case .neg(let e): return e.evaluate(env).map { -$0 }
        }
    }

    var text: String {
        switch self {
        case .num(let n): return n < 0 ? "(\(n))" : "\(n)"
        case .variable(let v): return v
        case let .add(a, b): return "(\(a.text) + \(b.text))"
        case let .mul(a, b): return "\(a.text) * \(b.text)"
        case .neg(let e): return "-\(e.text)"
        }
    }

    func simplified() -> Expr {
        switch self {
        case let .add(a, b):
            switch (a.simplified(), b.simplified()) {
            case (.num(0), let e), (let e, .num(0)): return e
            case let (.num(x), .num(y)): return .num(x + y)
            case let (x, y): return .add(x, y)
            }
        case let .mul(a, b):
            switch (a.simplified(), b.simplified()) {
            case (.num(0), _), (_, .num(0)): return .num(0)
            case (.num(1), let e), (let e, .num(1)): return e
            case let (.num(x), .num(y)): return .num(x * y)
            case let (x, y): return .mul(x, y)
            }
        case .neg(let e):
            switch e.simplified() {
            case .neg(let inner): return inner
            case .num(let n): return .num(-n)
            case let other: return .neg(other)
            }
        default: return self
        }
    }

    var depth: Int {
        switch self {
        case .num, .variable: return 1
        case let .add(a, b), let .mul(a, b): return 1 + max(a.depth, b.depth)
        case .neg(let e): return 1 + e.depth
        }
    }
}

let e1 = Expr.add(.mul(.num(3), .variable("x")), .neg(.num(4)))
print(e1.text, "depth", e1.depth)
print("x=5:", e1.evaluate(["x": 5]) as Any)
print("x unset:", e1.evaluate([:]) as Any)

let e2 = Expr.add(.mul(.num(1), .variable("y")), .mul(.num(0), .variable("z")))
print(e2.text, "=>", e2.simplified().text)

let e3 = Expr.neg(.neg(.add(.num(2), .num(3))))
print(e3.text, "=>", e3.simplified().text, "depth", e3.depth, "->", e3.simplified().depth)

// Recursive list enum
indirect enum List<T> {
    case end
    case node(T, List<T>)
    func toArray() -> [T] {
        if case let .node(v, rest) = self { return [v] + rest.toArray() }
        return []
    }
}
let list: List<String> = .node("a", .node("b", .node("c", .end)))
print(list.toArray())

// expect: (3 * x + -4) depth 3
// expect: x=5: Optional(11)
// expect: x unset: nil
// expect: (1 * y + 0 * z) => y
// expect: --(2 + 3) => 5 depth 4 -> 1
// expect: ["a", "b", "c"]
