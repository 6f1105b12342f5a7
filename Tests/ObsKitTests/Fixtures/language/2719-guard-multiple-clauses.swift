// Compiler test style: guard with several optional bindings, conditions and case patterns
enum Token { case number(Int), word(String), end }

func check(_ a: Int?, _ b: String?, _ t: Token) -> String {
  var evaluated: [String] = []
  func note(_ s: String) -> Bool { evaluated.append(s); return true }
  guard note("a"), let x = a, x > 0,
        note("b"), let y = b, !y.isEmpty,
        note("t"), case .number(let n) = t, n != x
  else {
    return "rejected after \(evaluated)"
  }
  return "accepted x=\(x) y=\(y) n=\(n) \(evaluated)"
}

print(check(nil, "s", .end))
print(check(-1, "s", .end))
print(check(3, nil, .end))
print(check(3, "", .number(1)))
print(check(3, "hi", .word("w")))
print(check(3, "hi", .number(3)))
print(check(3, "hi", .number(4)))

func firstEven(_ xs: [Int]) -> Int {
  var i = 0
  while true {
    guard i < xs.count else { return -1 }
    defer { i += 1 }
    guard xs[i] % 2 == 0 else { continue }
    return xs[i]
  }
}
print(firstEven([1, 3, 6, 8]), firstEven([1, 5]))

func shadow(_ v: Int?) {
  guard let v else { print("nil input"); return }
  guard case 1...9 = v else { print("out of range", v); return }
  print("digit", v)
}
shadow(nil); shadow(42); shadow(7)

// expect: rejected after ["a"]
// expect: rejected after ["a"]
// expect: rejected after ["a", "b"]
// expect: rejected after ["a", "b"]
// expect: rejected after ["a", "b", "t"]
// expect: rejected after ["a", "b", "t"]
// expect: accepted x=3 y=hi n=4 ["a", "b", "t"]
// expect: 6 -1
// expect: nil input
// expect: out of range 42
// expect: digit 7
