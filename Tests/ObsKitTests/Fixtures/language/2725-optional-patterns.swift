// Compiler test style: optional patterns including doubly nested optionals
func show(_ v: Int??) -> String {
  switch v {
  case .some(.some(let x)) where x < 0: return "negative \(x)"
  case .some(.some(let x)): return "value \(x)"
  case .some(.none): return "inner nil"
  case .none: return "outer nil"
  }
}
let vals: [Int??] = [5, -3, .some(nil), nil]
for v in vals { print(show(v)) }

func show2(_ v: Int??) -> String {
  switch v {
  case let x?? : return "double-unwrapped \(x)"
  case let y? : return "single-unwrapped \(String(describing: y))"
  case nil: return "nil"
  }
}
for v in vals { print(show2(v)) }

let pairs: [(Int?, String?)] = [(1, "x"), (nil, "y"), (2, nil)]
for p in pairs {
  switch p {
  case let (a?, b?): print("both", a, b)
  case (let a?, nil): print("only int", a)
  case (nil, let b?): print("only str", b)
  case (nil, nil): print("neither")
  }
}
if case let x?? = Optional(Optional(9)) { print("if case", x) }

// expect: value 5
// expect: negative -3
// expect: inner nil
// expect: outer nil
// expect: double-unwrapped 5
// expect: double-unwrapped -3
// expect: single-unwrapped nil
// expect: nil
// expect: both 1 x
// expect: only str y
// expect: only int 2
// expect: if case 9
