// Swift compiler Interpreter test style: deinit order when references drop

class Tracked {
  let id: String
  init(_ id: String) {
    self.id = id
    print("init \(id)")
  }
  deinit {
    print("deinit \(id)")
  }
}

class Holder {
  let name: String
  var child: Tracked?
  init(name: String, child: Tracked?) {
    self.name = name
    self.child = child
  }
  deinit { print("deinit holder \(name)") }
}

do {
  var a: Tracked? = Tracked("a")
  print("before nil")
  a = nil
  print("after nil", a == nil)
}

do {
  var x: Tracked? = Tracked("x")
  let y = x
  x = nil
  print("x released, y still", y!.id)
}
print("scope ended")

do {
  var h: Holder? = Holder(name: "h1", child: Tracked("inner"))
  print("holder made")
  h = nil
  print("holder gone")
}

do {
  var arr: [Tracked] = [Tracked("e0"), Tracked("e1"), Tracked("e2")]
  arr.remove(at: 1)
  print("removed middle")
  arr.removeAll()
  print("array cleared")
}

func makeAndDrop() {
  let t = Tracked("local")
  print("using \(t.id)")
}
makeAndDrop()
print("after function")

var replaced: Tracked? = Tracked("first")
replaced = Tracked("second")
print("replaced with", replaced!.id)
replaced = nil
print("done")
// expect: init a
// expect: before nil
// expect: deinit a
// expect: after nil true
// expect: init x
// expect: x released, y still x
// expect: deinit x
// expect: scope ended
// expect: init inner
// expect: holder made
// expect: deinit holder h1
// expect: deinit inner
// expect: holder gone
// expect: init e0
// expect: init e1
// expect: init e2
// expect: deinit e1
// expect: removed middle
// expect: deinit e0
// expect: deinit e2
// expect: array cleared
// expect: init local
// expect: using local
// expect: deinit local
// expect: after function
// expect: init first
// expect: init second
// expect: deinit first
// expect: replaced with second
// expect: deinit second
// expect: done
