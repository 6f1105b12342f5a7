// Functional Swift style (recursive enums): an expression tree with a generic fold, interpreted three ways — evaluation, printing and simplification
// known-gap: error: 6538-expression-tree-generic-fold-interpreted-three-ways.swift:29:31: error: value of type 'Int' has no member 'flatMap'
indirect enum Expr {
    case num(Int)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
}

extension Expr {
    func fold<R>(num: (Int) -> R, variable: (String) -> R, add: (R, R) -> R, mul: (R, R) -> R, neg: (R) -> R) -> R {
        func go(_ e: Expr) -> R {
            switch e {
            case .num(let n): return num(n)
            case .variable(let v): return variable(v)
            case let .add(l, r): return add(go(l), go(r))
            case let .mul(l, r): return mul(go(l), go(r))
            case .neg(let x): return neg(go(x))
            }
        }
        return go(self)
    }
}

func evaluate(_ env: [String: Int]) -> (Expr) -> Int? {
    { e in
        e.fold(num: { $0 }, variable: { env[$0] },
               add: { l, r in l.flatMap { a in r.map { a + $0 } } },
               mul: { l, r in l.flatMap { a in r.map { a * $0 } } },
               neg: { $0.map { -$0 } })
    }
}

let pretty: (Expr) -> String = {
    $0.fold(num: String.init, variable: { $0 }, add: { "(\($0) + \($1))" }, mul: { "\($0) * \($1)" }, neg: { "-\($0)" })
}

func simplify(_ e: Expr) -> Expr {
    e.fold(num: Expr.num, variable: Expr.variable,
           add: { l, r in
               switch (l, r) {
               case (.num(0), let x), (let x, .num(0)): return x
               case let (.num(a), .num(b)): return .num(a + b)
               default: return .add(l, r)
               }
           },
           mul: { l, r in
               switch (l, r) {
               case (.num(0), _), (_, .num(0)): return .num(0)
               case (.num(1), let x), (let x, .num(1)): return x
               case let (.num(a), .num(b)): return .num(a * b)
               default: return .mul(l, r)
               }
           },
           neg: { x in if case .neg(let inner) = x { return inner }; return .neg(x) })
}

let e1 = Expr.add(.mul(.num(1), .variable("x")), .mul(.num(0), .variable("y")))
let e2 = Expr.neg(.neg(.add(.num(2), .mul(.variable("x"), .add(.num(3), .num(4))))))
let env = ["x": 5]
for e in [e1, e2, Expr.add(.variable("z"), .num(1))] {
    print(pretty(e), "=>", pretty(simplify(e)), "=", evaluate(env)(e).map(String.init) ?? "unbound")
}
let depth = e2.fold(num: { _ in 1 }, variable: { _ in 1 }, add: { max($0, $1) + 1 }, mul: { max($0, $1) + 1 }, neg: { $0 + 1 })
print("depth", depth)

// expect: (1 * x + 0 * y) => x = unbound
// expect: --(2 + x * (3 + 4)) => (2 + x * 7) = 37
// expect: (z + 1) => (z + 1) = unbound
// expect: depth 6
