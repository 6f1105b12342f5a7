// Compiler test style (test/Interpreter/deinit.swift): deinit ordering with scopes, arrays, optionals, and weak refs
class Tracker {
  let name: String
  init(_ name: String) { self.name = name; print("init \(name)") }
  deinit { print("deinit \(name)") }
}

func scope() {
  let a = Tracker("a")
  _ = a
  print("end of scope")
}
scope()
print("after scope")

var opt: Tracker? = Tracker("opt")
print("set to nil")
opt = nil
print("after nil")

var arr: [Tracker] = [Tracker("x"), Tracker("y")]
arr.removeFirst()
print("removed first")
arr = []
print("emptied")

class Parent {
  let name: String
  var child: Child?
  init(_ n: String) { name = n }
  deinit { print("deinit parent \(name)") }
}
class Child {
  weak var parent: Parent?
  unowned let owner: Parent
  init(parent: Parent) { self.parent = parent; owner = parent }
  deinit { print("deinit child") }
}
do {
  let p = Parent("P")
  p.child = Child(parent: p)
  print(p.child!.parent!.name, p.child!.owner.name)
}
print("after cycle-free block")

weak var weakRef: Tracker?
do {
  let strong = Tracker("strong")
  weakRef = strong
  print(weakRef?.name as Any)
}
print(weakRef as Any)

var replaced = Tracker("first")
replaced = Tracker("second")
print("replaced:", replaced.name)

func makeAndReturn() -> Tracker {
  let t = Tracker("returned")
  let tmp = Tracker("temp")
  _ = tmp
  return t
}
let kept = makeAndReturn()
print("kept", kept.name)

var holder: [String: Tracker] = ["k": Tracker("dict")]
holder["k"] = nil
print("dict cleared", holder.count)
class Sub: Tracker { deinit { print("deinit Sub part") } }
var sub: Sub? = Sub("sub")
sub = nil
print("end")

// expect: init a
// expect: end of scope
// expect: deinit a
// expect: after scope
// expect: init opt
// expect: set to nil
// expect: deinit opt
// expect: after nil
// expect: init x
// expect: init y
// expect: deinit x
// expect: removed first
// expect: deinit y
// expect: emptied
// expect: P P
// expect: deinit parent P
// expect: deinit child
// expect: after cycle-free block
// expect: init strong
// expect: Optional("strong")
// expect: deinit strong
// expect: nil
// expect: init first
// expect: init second
// expect: deinit first
// expect: replaced: second
// expect: init returned
// expect: init temp
// expect: deinit temp
// expect: kept returned
// expect: init dict
// expect: deinit dict
// expect: dict cleared 0
// expect: init sub
// expect: deinit Sub part
// expect: deinit sub
// expect: end
