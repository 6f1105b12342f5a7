// Compiler test style: throwing initializers in a subclass, before and after super.init
enum InitError: Error { case early, late }

class Res {
  let tag: String
  init(_ tag: String) { self.tag = tag; print("open \(tag)") }
  deinit { print("close \(tag)") }
}

class Parent {
  let p: Res
  init() {
    p = Res("parent")
    print("Parent.init done")
  }
  deinit { print("Parent deinit") }
}

class Child: Parent {
  let c: Res
  init(mode: Int) throws {
    c = Res("child")
    if mode == 0 { throw InitError.early }
    super.init()
    if mode == 1 { throw InitError.late }
    print("Child.init done")
  }
  deinit { print("Child deinit") }
}

for mode in 0...1 {
  do {
    let obj = try Child(mode: mode)
    print("built with \(obj.c.tag)")
  } catch {
    print("mode \(mode) caught \(error)")
  }
}
print("finished")
// expect: open child
// expect: close child
// expect: mode 0 caught early
// expect: open child
// expect: open parent
// expect: Parent.init done
// expect: Child deinit
// expect: Parent deinit
// expect: close parent
// expect: close child
// expect: mode 1 caught late
// expect: finished
