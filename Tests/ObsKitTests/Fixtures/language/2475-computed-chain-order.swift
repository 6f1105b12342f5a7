// Compiler test style: a.b.c = x where b is a computed property: get, then set order printed from accessors
struct Inner {
  var c: Int = 0
  var d: Int = 0
}

struct Outer {
  private var storage = Inner()
  var b: Inner {
    get {
      print("  get b (c=\(storage.c))")
      return storage
    }
    set {
      print("  set b (c=\(newValue.c), d=\(newValue.d))")
      storage = newValue
    }
  }
}

class Holder {
  var outer = Outer() {
    didSet { print("  Holder.outer didSet") }
  }
  var viaComputed: Outer {
    get { print("  get viaComputed"); return outer }
    set { print("  set viaComputed"); outer = newValue }
  }
}

var a = Outer()
print("assign a.b.c")
a.b.c = 5
print("compound a.b.d += 2")
a.b.d += 2
print("read a.b.c")
let v = a.b.c
print("value:", v)
let h = Holder()
print("assign h.viaComputed.b.c")
h.viaComputed.b.c = 9
print("read back:", h.outer.b.c)
// expect: assign a.b.c
// expect:   get b (c=0)
// expect:   set b (c=5, d=0)
// expect: compound a.b.d += 2
// expect:   get b (c=5)
// expect:   set b (c=5, d=2)
// expect: read a.b.c
// expect:   get b (c=5)
// expect: value: 5
// expect: assign h.viaComputed.b.c
// expect:   get viaComputed
// expect:   get b (c=0)
// expect:   set b (c=9, d=0)
// expect:   set viaComputed
// expect:   Holder.outer didSet
// expect:   get b (c=9)
// expect: read back: 9
