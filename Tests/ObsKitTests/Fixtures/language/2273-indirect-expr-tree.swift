// Compiler test style: indirect enums as expression trees with recursive evaluation, printing and simplification
indirect enum Expr {
  case num(Int)
  case variable(String)
  case add(Expr, Expr)
  case mul(Expr, Expr)
  case neg(Expr)
}

func eval(_ e: Expr, _ env: [String: Int]) -> Int {
  switch e {
  case .num(let n): return n
  case .variable(let name): return env[name] ?? 0
  case let .add(l, r): return eval(l, env) + eval(r, env)
  case let .mul(l, r): return eval(l, env) * eval(r, env)
  case .neg(let inner): return -eval(inner, env)
  }
}

func render(_ e: Expr) -> String {
  switch e {
  case .num(let n) where n < 0: return "(\(n))"
  case .num(let n): return String(n)
  case .variable(let v): return v
  case let .add(l, r): return "(\(render(l)) + \(render(r)))"
  case let .mul(l, r): return "\(render(l)) * \(render(r))"
  case .neg(let inner): return "-\(render(inner))"
  }
}

func simplify(_ e: Expr) -> Expr {
  switch e {
  case .add(.num(0), let x), .add(let x, .num(0)): return simplify(x)
  case .mul(.num(1), let x), .mul(let x, .num(1)): return simplify(x)
  case .mul(.num(0), _), .mul(_, .num(0)): return .num(0)
  case .neg(.neg(let x)): return simplify(x)
  case let .add(l, r): return .add(simplify(l), simplify(r))
  case let .mul(l, r): return .mul(simplify(l), simplify(r))
  case .neg(let x): return .neg(simplify(x))
  default: return e
  }
}

func depth(_ e: Expr) -> Int {
  switch e {
  case .num, .variable: return 1
  case .neg(let x): return 1 + depth(x)
  case .add(let l, let r), .mul(let l, let r): return 1 + max(depth(l), depth(r))
  }
}

let env = ["x": 4, "y": -2]
let e1: Expr = .add(.mul(.num(3), .variable("x")), .neg(.variable("y")))
let e2: Expr = .mul(.num(1), .add(.num(0), .neg(.neg(.variable("x")))))
let e3: Expr = .add(.mul(.variable("y"), .num(0)), .num(-5))

for e in [e1, e2, e3] {
  let s = simplify(e)
  print(render(e), "=", eval(e, env))
  print("  simplified:", render(s), "depth", depth(e), "->", depth(s))
}
print(e2)

// expect: (3 * x + -y) = 14
// expect:   simplified: (3 * x + -y) depth 3 -> 3
// expect: 1 * (0 + --x) = 4
// expect:   simplified: x depth 5 -> 1
// expect: (y * 0 + (-5)) = -5
// expect:   simplified: (0 + (-5)) depth 3 -> 2
// expect: mul(main.Expr.num(1), main.Expr.add(main.Expr.num(0), main.Expr.neg(main.Expr.neg(main.Expr.variable("x")))))
