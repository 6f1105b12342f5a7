// Compiler test style: weak and unowned capture lists, deinit ordering, escaping closures stored in properties
class Owner {
  let name: String
  var handler: (() -> String)?
  init(_ n: String) { name = n; print("init \(n)") }
  deinit { print("deinit \(name)") }
  func setupWeak() { handler = { [weak self] in self?.name ?? "gone" } }
  func setupUnowned() { handler = { [unowned self] in "unowned " + self.name } }
}

var o: Owner? = Owner("A")
o!.setupWeak()
let h = o!.handler!
print(h())
o = nil
print(h())

do {
  let b = Owner("B")
  b.setupUnowned()
  print(b.handler!())
}
print("after scope")

weak var w: Owner?
do {
  let c = Owner("C")
  w = c
  print(w?.name ?? "nil")
}
print(w?.name ?? "nil")

var stored: [() -> Int] = []
func register(_ f: @escaping () -> Int) { stored.append(f) }
func runNow(_ f: () -> Int) -> Int { f() }
var counter = 0
register { counter += 1; return counter }
register { counter * 100 }
print(runNow { 7 })
print(stored.map { $0() })
print(stored.map { $0() })
// expect: init A
// expect: A
// expect: deinit A
// expect: gone
// expect: init B
// expect: unowned B
// expect: deinit B
// expect: after scope
// expect: init C
// expect: C
// expect: deinit C
// expect: nil
// expect: 7
// expect: [1, 100]
// expect: [2, 200]
