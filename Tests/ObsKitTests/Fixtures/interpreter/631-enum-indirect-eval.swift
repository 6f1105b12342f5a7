// A recursive indirect enum evaluated and printed by recursive functions.
indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
}
func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let n): return n
    case let .add(a, b): return eval(a) + eval(b)
    case let .mul(a, b): return eval(a) * eval(b)
    case .neg(let a): return -eval(a)
    }
}
func show(_ e: Expr) -> String {
    switch e {
    case .num(let n): return "\(n)"
    case let .add(a, b): return "(\(show(a)) + \(show(b)))"
    case let .mul(a, b): return "\(show(a)) * \(show(b))"
    case .neg(let a): return "-\(show(a))"
    }
}
let e: Expr = .mul(.add(.num(2), .num(3)), .neg(.num(4)))
print(show(e), "=", eval(e))
let deep = (1...5).reduce(Expr.num(0)) { .add($0, .num($1)) }
print(show(deep), "=", eval(deep))

// expect: (2 + 3) * -4 = -20
// expect: (((((0 + 1) + 2) + 3) + 4) + 5) = 15
