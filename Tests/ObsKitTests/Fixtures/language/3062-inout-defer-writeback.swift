// Compiler test style: defer inside a function taking inout runs before the write-back is observed
var observed = 0 {
  didSet { print("observed didSet \(oldValue) -> \(observed)") }
}

func adjust(_ x: inout Int) -> Int {
  defer {
    x *= 10
    print("defer sets x to \(x)")
  }
  x += 1
  print("body x = \(x)")
  return x
}

let r = adjust(&observed)
print("returned \(r), observed \(observed)")

func counter(_ value: inout [String]) {
  defer { value.append("last") }
  defer { value.append("second-to-last") }
  value.append("body")
}
var trail: [String] = []
counter(&trail)
print(trail)

struct S { var n = 1 }
func early(_ s: inout S, stop: Bool) {
  defer { s.n += 100 }
  if stop { return }
  s.n = 50
}
var s = S()
early(&s, stop: true)
print(s.n)
early(&s, stop: false)
print(s.n)
// expect: body x = 1
// expect: defer sets x to 10
// expect: observed didSet 0 -> 10
// expect: returned 1, observed 10
// expect: ["body", "second-to-last", "last"]
// expect: 101
// expect: 150
