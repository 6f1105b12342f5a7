// Compiler test style: optional patterns in switch: .some, .none, x?, and nested optionals
func check(_ x: Int?) -> String {
  switch x {
  case .none: return "nothing"
  case .some(0): return "zero"
  case let v? where v < 0: return "negative \(v)"
  case .some(let v): return "positive \(v)"
  }
}
for v in [nil, 0, -4, 9] as [Int?] {
  print(check(v))
}

func nested(_ x: Int??) -> String {
  switch x {
  case .none: return "outer nil"
  case .some(.none): return "inner nil"
  case let .some(.some(v)): return "value \(v)"
  }
}
print(nested(nil))
print(nested(.some(nil)))
print(nested(5))

let pair: (Int?, String?) = (3, nil)
switch pair {
case let (a?, b?): print("both", a, b)
case let (a?, nil): print("only int", a)
case let (nil, b?): print("only string", b)
case (nil, nil): print("neither")
}

let words: [String?] = ["a", nil, "ccc"]
for w in words {
  if case let s? = w, s.count > 1 {
    print("long word", s)
  } else if case nil = w {
    print("nil word")
  } else {
    print("short word")
  }
}
let ooo: Int? = 7
if case 7? = ooo { print("it's seven") }
// expect: nothing
// expect: zero
// expect: negative -4
// expect: positive 9
// expect: outer nil
// expect: inner nil
// expect: value 5
// expect: only int 3
// expect: short word
// expect: nil word
// expect: long word ccc
// expect: it's seven
