// Compiler test style: a strong reference cycle is never deinitialized until broken by hand
class Node {
  let name: String
  var next: Node?
  init(_ name: String) { self.name = name }
  deinit { print("deinit \(name)") }
}

func makeCycle() -> Node {
  let a = Node("a")
  let b = Node("b")
  a.next = b
  b.next = a
  return a
}

do {
  _ = makeCycle()
}
print("cycle a-b abandoned (no deinit expected)")

var head: Node? = makeCycle()
head = nil
print("second cycle abandoned too")

var c: Node? = Node("c")
var d: Node? = Node("d")
c!.next = d
d!.next = c
d = nil
print("d dropped, c still holds it: \(c!.next!.name)")
c!.next = nil
print("broke cycle by hand")
c = nil
print("end")

class Widget {
  var handler: (() -> Void)?
  let id: Int
  init(_ id: Int) { self.id = id }
  deinit { print("Widget \(id) deinit") }
}
var w1: Widget? = Widget(1)
w1!.handler = { print(w1?.id ?? 0) }
var w2: Widget? = Widget(2)
w2!.handler = { [unowned w = w2!] in print(w.id) }
w1 = nil
w2 = nil
print("widgets released")
// expect: cycle a-b abandoned (no deinit expected)
// expect: second cycle abandoned too
// expect: d dropped, c still holds it: d
// expect: deinit d
// expect: broke cycle by hand
// expect: deinit c
// expect: end
// expect: Widget 1 deinit
// expect: Widget 2 deinit
// expect: widgets released
