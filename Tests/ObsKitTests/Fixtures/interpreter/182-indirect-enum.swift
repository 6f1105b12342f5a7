// Recursive (indirect) enums evaluated with a recursive switch
indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
}

func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let n): return n
    case let .add(l, r): return eval(l) + eval(r)
    case let .mul(l, r): return eval(l) * eval(r)
    case .neg(let x): return -eval(x)
    }
}

func show(_ e: Expr) -> String {
    switch e {
    case .num(let n): return "\(n)"
    case let .add(l, r): return "(\(show(l)) + \(show(r)))"
    case let .mul(l, r): return "\(show(l)) * \(show(r))"
    case .neg(let x): return "-\(show(x))"
    }
}

let e = Expr.mul(.add(.num(2), .num(3)), .neg(.num(4)))
print(show(e))
print(eval(e))

// expect: (2 + 3) * -4
// expect: -20
