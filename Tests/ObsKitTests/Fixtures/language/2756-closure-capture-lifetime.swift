// Compiler test style: objects captured by closures live until the closure is released
class Box {
  var value: Int
  init(_ v: Int) { value = v; print("Box \(v) created") }
  deinit { print("Box \(value) destroyed") }
}

var action: (() -> Int)? = nil
do {
  let b = Box(7)
  action = { b.value += 1; return b.value }
}
print("scope ended")
print("call -> \(action!())")
print("call -> \(action!())")
action = nil
print("closure released")

class Counter {
  var n = 0
  var bump: (() -> Void)?
  init() {
    bump = { [weak self] in self?.n += 1 }
  }
  deinit { print("Counter deinit n=\(n)") }
}

var c: Counter? = Counter()
c!.bump!()
c!.bump!()
print("n = \(c!.n)")
c = nil
print("done")
// expect: Box 7 created
// expect: scope ended
// expect: call -> 8
// expect: call -> 9
// expect: Box 9 destroyed
// expect: closure released
// expect: n = 2
// expect: Counter deinit n=2
// expect: done
