// Compiler test style: failable initializers and which stored properties are deinitialized on failure
class Tracker {
  let name: String
  init(_ name: String) { self.name = name; print("make \(name)") }
  deinit { print("drop \(name)") }
}

class Holder {
  let first: Tracker
  let second: Tracker
  init?(failAt step: Int) {
    first = Tracker("first")
    if step == 1 {
      return nil
    }
    second = Tracker("second")
    if step == 2 {
      return nil
    }
    print("Holder complete")
  }
  deinit { print("Holder deinit") }
}

func attempt(_ step: Int) {
  print("-- attempt \(step)")
  if let h = Holder(failAt: step) {
    print("got holder with \(h.first.name), \(h.second.name)")
  } else {
    print("got nil")
  }
}

attempt(1)
attempt(2)
// expect: -- attempt 1
// expect: make first
// expect: drop first
// expect: got nil
// expect: -- attempt 2
// expect: make first
// expect: make second
// expect: Holder deinit
// expect: drop first
// expect: drop second
// expect: got nil
