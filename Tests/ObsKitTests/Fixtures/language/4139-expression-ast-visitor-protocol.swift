// App code style: expression AST with visitor protocol for printing, evaluating and simplifying
// known-gap: error: 4139-expression-ast-visitor-protocol.swift:76:9: error: binary operator '*' cannot be applied to operands of type 'Int' and 'String'
indirect enum Expr {
    case num(Int)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
    case call(String, [Expr])
}

protocol ExprVisitor {
    associatedtype Result
    func visitNum(_ n: Int) -> Result
    func visitVar(_ name: String) -> Result
    func visitAdd(_ l: Result, _ r: Result) -> Result
    func visitMul(_ l: Result, _ r: Result) -> Result
    func visitNeg(_ e: Result) -> Result
    func visitCall(_ name: String, _ args: [Result]) -> Result
}

extension Expr {
    func accept<V: ExprVisitor>(_ v: V) -> V.Result {
        switch self {
        case .num(let n): return v.visitNum(n)
        case .variable(let s): return v.visitVar(s)
        case let .add(l, r): return v.visitAdd(l.accept(v), r.accept(v))
        case let .mul(l, r): return v.visitMul(l.accept(v), r.accept(v))
        case .neg(let e): return v.visitNeg(e.accept(v))
        case let .call(n, args): return v.visitCall(n, args.map { $0.accept(v) })
        }
    }
    static func + (l: Expr, r: Expr) -> Expr { .add(l, r) }
    static func * (l: Expr, r: Expr) -> Expr { .mul(l, r) }
    static prefix func - (e: Expr) -> Expr { .neg(e) }
}

extension Expr: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    init(integerLiteral n: Int) { self = .num(n) }
    init(stringLiteral s: String) { self = .variable(s) }
}

struct Printer: ExprVisitor {
    func visitNum(_ n: Int) -> String { n < 0 ? "(\(n))" : "\(n)" }
    func visitVar(_ name: String) -> String { name }
    func visitAdd(_ l: String, _ r: String) -> String { "(\(l) + \(r))" }
    func visitMul(_ l: String, _ r: String) -> String { "\(l) * \(r)" }
    func visitNeg(_ e: String) -> String { "-\(e)" }
    func visitCall(_ name: String, _ args: [String]) -> String { "\(name)(\(args.joined(separator: ", ")))" }
}

struct Evaluator: ExprVisitor {
    let env: [String: Int]
    let functions: [String: ([Int]) -> Int]
    func visitNum(_ n: Int) -> Int? { n }
    func visitVar(_ name: String) -> Int? { env[name] }
    func visitAdd(_ l: Int?, _ r: Int?) -> Int? { l.flatMap { a in r.map { a + $0 } } }
    func visitMul(_ l: Int?, _ r: Int?) -> Int? { guard let a = l, let b = r else { return nil }; return a * b }
    func visitNeg(_ e: Int?) -> Int? { e.map { -$0 } }
    func visitCall(_ name: String, _ args: [Int?]) -> Int? {
        let vals = args.compactMap { $0 }
        guard vals.count == args.count, let f = functions[name] else { return nil }
        return f(vals)
    }
}

struct VariableCollector: ExprVisitor {
    func visitNum(_ n: Int) -> Set<String> { [] }
    func visitVar(_ name: String) -> Set<String> { [name] }
    func visitAdd(_ l: Set<String>, _ r: Set<String>) -> Set<String> { l.union(r) }
    func visitMul(_ l: Set<String>, _ r: Set<String>) -> Set<String> { l.union(r) }
    func visitNeg(_ e: Set<String>) -> Set<String> { e }
    func visitCall(_ name: String, _ args: [Set<String>]) -> Set<String> { args.reduce([], { $0.union($1) }) }
}

let exprs: [Expr] = [
    2 + 3 * "x",
    -("x" + 1) * "y",
    .call("max", ["x", "y", 10]),
    .call("sum", [1, 2, 3 * "z"]),
    .call("nope", [1]),
    -(-5) + .num(-2),
]
let eval = Evaluator(env: ["x": 4, "y": 7], functions: [
    "max": { $0.max() ?? 0 },
    "sum": { $0.reduce(0, +) },
])
for e in exprs {
    let vars = e.accept(VariableCollector()).sorted()
    let value = e.accept(eval).map(String.init) ?? "undefined"
    print(e.accept(Printer()), "=", value, "vars:", vars)
}
// expect: (2 + 3 * x) = 14 vars: ["x"]
// expect: -(x + 1) * y = -35 vars: ["x", "y"]
// expect: max(x, y, 10) = 10 vars: ["x", "y"]
// expect: sum(1, 2, 3 * z) = undefined vars: ["z"]
// expect: nope(1) = undefined vars: []
// expect: (-(-5) + (-2)) = 3 vars: []
