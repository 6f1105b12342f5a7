// Compiler test style (test/Interpreter/deinit_recursive.swift): destruction order of nested objects, fields and containers
class Tracked {
  let name: String
  init(_ name: String) { self.name = name; print("init \(name)") }
  deinit { print("deinit \(name)") }
}

class Owner {
  let first: Tracked
  let second: Tracked
  var list: [Tracked]
  init(_ tag: String) {
    first = Tracked("\(tag).first")
    second = Tracked("\(tag).second")
    list = [Tracked("\(tag).list0"), Tracked("\(tag).list1")]
  }
  deinit { print("deinit Owner (fields still alive: \(first.name), \(second.name))") }
}

print("-- owner scope")
do {
  let o = Owner("o")
  print("using \(o.list.count)")
}

print("-- struct holding classes")
struct Pair {
  var left: Tracked
  var right: Tracked
}
do {
  var p = Pair(left: Tracked("p.left"), right: Tracked("p.right"))
  print("replace left")
  p.left = Tracked("p.left2")
  print("swap")
  swap(&p.left, &p.right)
  print(p.left.name, p.right.name)
}

print("-- linked chain")
class Link {
  let id: Int
  var next: Link?
  init(_ id: Int, _ next: Link?) { self.id = id; self.next = next }
  deinit { print("deinit link \(id)") }
}
do {
  var head: Link? = Link(1, Link(2, Link(3, nil)))
  print("drop head")
  head = head?.next
  print("head is \(head!.id)")
  head = nil
  print("chain gone")
}

print("-- subclass")
class Base {
  let field = Tracked("base.field")
  deinit { print("deinit Base body") }
}
class Derived: Base {
  let own = Tracked("derived.own")
  deinit { print("deinit Derived body") }
}
do {
  _ = Derived()
  print("after discarded temporary")
}

print("-- array and dictionary")
do {
  var arr = [Tracked("a0"), Tracked("a1"), Tracked("a2")]
  arr.remove(at: 1)
  print("removed")
  arr.removeAll()
  print("cleared")
  var dict = ["k": Tracked("d.k")]
  dict["k"] = Tracked("d.k2")
  print("replaced in dict")
  dict["k"] = nil
  print("removed from dict")
}

print("-- optional and enum payload")
enum Holder {
  case one(Tracked)
  case two(Tracked, Tracked)
  case none
}
do {
  var h = Holder.two(Tracked("e.x"), Tracked("e.y"))
  print("reassign")
  h = .one(Tracked("e.z"))
  print("to none")
  h = .none
  print("end \(h)")
}

print("-- closure capture")
do {
  let captured = Tracked("captured")
  var closure: (() -> String)? = { captured.name }
  print(closure!())
  closure = nil
  print("closure released")
}
print("done")

// expect: -- owner scope
// expect: init o.first
// expect: init o.second
// expect: init o.list0
// expect: init o.list1
// expect: using 2
// expect: deinit Owner (fields still alive: o.first, o.second)
// expect: deinit o.first
// expect: deinit o.second
// expect: deinit o.list0
// expect: deinit o.list1
// expect: -- struct holding classes
// expect: init p.left
// expect: init p.right
// expect: replace left
// expect: init p.left2
// expect: deinit p.left
// expect: swap
// expect: p.right p.left2
// expect: deinit p.right
// expect: deinit p.left2
// expect: -- linked chain
// expect: drop head
// expect: deinit link 1
// expect: head is 2
// expect: deinit link 2
// expect: deinit link 3
// expect: chain gone
// expect: -- subclass
// expect: init derived.own
// expect: init base.field
// expect: deinit Derived body
// expect: deinit Base body
// expect: deinit base.field
// expect: deinit derived.own
// expect: after discarded temporary
// expect: -- array and dictionary
// expect: init a0
// expect: init a1
// expect: init a2
// expect: deinit a1
// expect: removed
// expect: deinit a0
// expect: deinit a2
// expect: cleared
// expect: init d.k
// expect: init d.k2
// expect: deinit d.k
// expect: replaced in dict
// expect: deinit d.k2
// expect: removed from dict
// expect: -- optional and enum payload
// expect: init e.x
// expect: init e.y
// expect: reassign
// expect: init e.z
// expect: deinit e.x
// expect: deinit e.y
// expect: to none
// expect: deinit e.z
// expect: end none
// expect: -- closure capture
// expect: init captured
// expect: captured
// expect: closure released
// expect: deinit captured
// expect: done
