// Compiler test style: interplay of defer, return values and deinit of locals at function exit
final class Guard {
  let label: String
  init(_ label: String) { self.label = label; print("acquire \(label)") }
  deinit { print("release \(label)") }
}

func compute() -> Int {
  let g = Guard("outer")
  var result = 1
  defer {
    result = 999
    print("defer runs, result set to \(result), guard \(g.label)")
  }
  for i in 1...3 {
    let lg = Guard("loop\(i)")
    result *= i + 1
    _ = lg
  }
  print("returning \(result)")
  return result
}

let value = compute()
print("got \(value)")

func nested() {
  defer { print("nested defer 1") }
  do {
    defer { print("inner do defer") }
    let g = Guard("inner")
    print("using \(g.label)")
  }
  defer { print("nested defer 2") }
  print("nested body end")
}
nested()
// expect: acquire outer
// expect: acquire loop1
// expect: release loop1
// expect: acquire loop2
// expect: release loop2
// expect: acquire loop3
// expect: release loop3
// expect: returning 24
// expect: defer runs, result set to 999, guard outer
// expect: release outer
// expect: got 24
// expect: acquire inner
// expect: using inner
// expect: release inner
// expect: inner do defer
// expect: nested body end
// expect: nested defer 2
// expect: nested defer 1
