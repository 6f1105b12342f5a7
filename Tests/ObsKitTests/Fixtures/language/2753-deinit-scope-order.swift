// Compiler test style: deinit order for locals, nested scopes and reassigned variables
class Noisy {
  let id: Int
  init(_ id: Int) { self.id = id; print("init \(id)") }
  deinit { print("deinit \(id)") }
}

func scopes() {
  let a = Noisy(1)
  do {
    let b = Noisy(2)
    withExtendedLifetime(b) {}
  }
  print("after inner, a = \(a.id)")
  var c = Noisy(3)
  c = Noisy(4)
  print("c is now \(c.id)")
  var d: Noisy? = Noisy(5)
  d = nil
  _ = d
  withExtendedLifetime(c) {}
  withExtendedLifetime(a) {}
}

scopes()
// expect: init 1
// expect: init 2
// expect: deinit 2
// expect: after inner, a = 1
// expect: init 3
// expect: init 4
// expect: deinit 3
// expect: c is now 4
// expect: init 5
// expect: deinit 5
// expect: deinit 4
// expect: deinit 1
