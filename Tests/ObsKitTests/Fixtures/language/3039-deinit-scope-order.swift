// Compiler test style: deinit order when locals go out of scope and references are released
final class Tracker {
  let name: String
  init(_ name: String) { self.name = name; print("init \(name)") }
  deinit { print("deinit \(name)") }
}

func scope() {
  let a = Tracker("a")
  do {
    let b = Tracker("b")
    print("inner uses \(b.name)")
  }
  print("after inner, still have \(a.name)")
}
scope()
print("--")

var x: Tracker? = Tracker("x")
var y = x
x = nil
print("x cleared")
y = nil
print("y cleared")
print("--")

var arr: [Tracker] = [Tracker("e1"), Tracker("e2")]
arr.removeFirst()
print("removed first")
arr = []
print("emptied")
print("--")

var slot: Tracker? = Tracker("old")
slot = Tracker("new")
print("replaced")
slot = nil
print("end")
// expect: init a
// expect: init b
// expect: inner uses b
// expect: deinit b
// expect: after inner, still have a
// expect: deinit a
// expect: --
// expect: init x
// expect: x cleared
// expect: deinit x
// expect: y cleared
// expect: --
// expect: init e1
// expect: init e2
// expect: deinit e1
// expect: removed first
// expect: deinit e2
// expect: emptied
// expect: --
// expect: init old
// expect: init new
// expect: deinit old
// expect: replaced
// expect: deinit new
// expect: end
