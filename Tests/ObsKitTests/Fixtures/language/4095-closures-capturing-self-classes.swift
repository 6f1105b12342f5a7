// Compiler test style: closures capturing self in classes, weak captures and escaping storage
class Counter {
  var count = 0
  var handlers: [() -> Void] = []
  func register() {
    handlers.append { [unowned self] in self.count += 1 }
    handlers.append { self.count += 10 }
  }
  func fire() { handlers.forEach { $0() } }
  deinit { print("Counter deinit") }
}
do {
  let c = Counter()
  c.register()
  c.fire()
  c.fire()
  print(c.count)
  c.handlers.removeAll()
}
print("after scope")

class Node {
  let name: String
  init(_ n: String) { name = n }
  deinit { print("deinit", name) }
}
var weakClosure: (() -> String)?
do {
  let n = Node("temp")
  weakClosure = { [weak n] in n?.name ?? "gone" }
  print(weakClosure!())
}
print(weakClosure!())

var strongClosure: (() -> String)?
do {
  let n = Node("kept")
  strongClosure = { n.name }
}
print(strongClosure!())
strongClosure = nil
print("end")
// expect: 22
// expect: Counter deinit
// expect: after scope
// expect: temp
// expect: deinit temp
// expect: gone
// expect: kept
// expect: deinit kept
// expect: end
