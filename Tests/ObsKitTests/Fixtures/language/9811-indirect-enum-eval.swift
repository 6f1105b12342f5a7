// Swift compiler Interpreter test style: indirect enums and recursion
indirect enum Expr {
  case num(Int)
  case neg(Expr)
  case add(Expr, Expr)
  case mul(Expr, Expr)
  case variable(String)
}

func eval(_ e: Expr, _ env: [String: Int]) -> Int? {
  switch e {
  case .num(let n): return n
  case .neg(let x):
    guard let v = eval(x, env) else { return nil }
    return -v
  case let .add(a, b):
    guard let x = eval(a, env), let y = eval(b, env) else { return nil }
    return x + y
  case let .mul(a, b):
    guard let x = eval(a, env), let y = eval(b, env) else { return nil }
    return x * y
  case .variable(let name): return env[name]
  }
}

func show(_ e: Expr) -> String {
  switch e {
  case .num(let n): return String(n)
  case .neg(let x): return "-\(show(x))"
  case let .add(a, b): return "(\(show(a)) + \(show(b)))"
  case let .mul(a, b): return "\(show(a)) * \(show(b))"
  case .variable(let v): return v
  }
}

func simplify(_ e: Expr) -> Expr {
  switch e {
  case let .add(a, b):
    let (sa, sb) = (simplify(a), simplify(b))
    if case .num(0) = sa { return sb }
    if case .num(0) = sb { return sa }
    return .add(sa, sb)
  case let .mul(a, b):
    let (sa, sb) = (simplify(a), simplify(b))
    if case .num(1) = sa { return sb }
    if case .num(1) = sb { return sa }
    if case .num(0) = sa { return .num(0) }
    return .mul(sa, sb)
  case .neg(let x):
    if case .neg(let inner) = x { return simplify(inner) }
    return .neg(simplify(x))
  default: return e
  }
}

let e1: Expr = .add(.num(2), .mul(.num(3), .variable("x")))
let env = ["x": 5, "y": -1]
print(show(e1), "=", eval(e1, env)!)
let e2: Expr = .mul(.num(1), .add(.variable("y"), .num(0)))
print(show(e2), "->", show(simplify(e2)))
let e3: Expr = .neg(.neg(.add(.variable("z"), .num(1))))
print(show(e3), "->", show(simplify(e3)))
print(eval(e3, env) as Any)
print(eval(e3, ["z": 41]) as Any)

indirect enum List<T> {
  case empty
  case cons(T, List<T>)
  func count() -> Int {
    if case let .cons(_, rest) = self { return 1 + rest.count() }
    return 0
  }
  func toArray() -> [T] {
    switch self {
    case .empty: return []
    case let .cons(h, t): return [h] + t.toArray()
    }
  }
}
let l: List<String> = .cons("a", .cons("b", .cons("c", .empty)))
print(l.count(), l.toArray())

func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
print((0..<12).map(fib))
// expect: (2 + 3 * x) = 17
// expect: 1 * (y + 0) -> y
// expect: --(z + 1) -> (z + 1)
// expect: nil
// expect: Optional(42)
// expect: 3 ["a", "b", "c"]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
