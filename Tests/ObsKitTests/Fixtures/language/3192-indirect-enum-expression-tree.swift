// Compiler test style: indirect enum expression tree evaluation and printing
indirect enum Expr {
  case num(Int)
  case add(Expr, Expr)
  case mul(Expr, Expr)
  case neg(Expr)
  case variable(String)
}

func eval(_ e: Expr, _ env: [String: Int]) -> Int {
  switch e {
  case .num(let n): return n
  case let .add(a, b): return eval(a, env) + eval(b, env)
  case let .mul(a, b): return eval(a, env) * eval(b, env)
  case .neg(let x): return -eval(x, env)
  case .variable(let name): return env[name] ?? 0
  }
}

func show(_ e: Expr) -> String {
  switch e {
  case .num(let n): return "\(n)"
  case let .add(a, b): return "(\(show(a)) + \(show(b)))"
  case let .mul(a, b): return "\(show(a)) * \(show(b))"
  case .neg(let x): return "-\(show(x))"
  case .variable(let name): return name
  }
}

func simplify(_ e: Expr) -> Expr {
  switch e {
  case .add(.num(0), let x), .add(let x, .num(0)):
    return simplify(x)
  case .mul(.num(1), let x), .mul(let x, .num(1)):
    return simplify(x)
  case .mul(.num(0), _), .mul(_, .num(0)):
    return .num(0)
  case let .add(a, b): return .add(simplify(a), simplify(b))
  case let .mul(a, b): return .mul(simplify(a), simplify(b))
  case .neg(.neg(let x)): return simplify(x)
  case .neg(let x): return .neg(simplify(x))
  default: return e
  }
}

let env = ["x": 3, "y": 4]
let e1 = Expr.add(.num(2), .mul(.variable("x"), .variable("y")))
print(show(e1), "=", eval(e1, env))
let e2 = Expr.mul(.num(1), .add(.variable("x"), .num(0)))
print(show(e2), "->", show(simplify(e2)))
let e3 = Expr.neg(.neg(.add(.num(0), .variable("y"))))
print(show(e3), "->", show(simplify(e3)), "=", eval(e3, env))
let e4 = Expr.add(.mul(.num(0), .variable("z")), .num(7))
print(show(e4), "->", show(simplify(e4)))
print(eval(.neg(.mul(.num(5), .variable("q"))), env))
// expect: (2 + x * y) = 14
// expect: 1 * (x + 0) -> x
// expect: --(0 + y) -> y = 4
// expect: (0 * z + 7) -> (0 + 7)
// expect: 0
