// Compiler test style (test/Interpreter/inout_accessors.swift): accessor order when inout reaches computed, observed and subscripted storage
// known-gap: line 19: expected "  Inner.computed set 21", got "  Outer.wrapped get"
var trace: [String] = []

struct Inner {
  var stored = 1
  var computed: Int {
    get { trace.append("Inner.computed get"); return stored * 10 }
    set { trace.append("Inner.computed set \(newValue)"); stored = newValue / 10 }
  }
}

struct Outer {
  var inner = Inner() {
    willSet { trace.append("Outer.inner willSet") }
    didSet { trace.append("Outer.inner didSet") }
  }
  var items = [1, 2, 3]
  subscript(i: Int) -> Int {
    get { trace.append("Outer[\(i)] get"); return items[i] }
    set { trace.append("Outer[\(i)] set \(newValue)"); items[i] = newValue }
  }
  var wrapped: Inner {
    get { trace.append("Outer.wrapped get"); return inner }
    set { trace.append("Outer.wrapped set"); inner = newValue }
  }
}

func addOne(_ x: inout Int) {
  trace.append("addOne body")
  x += 1
}

func flush(_ title: String) {
  print(title + ":")
  for t in trace { print("  " + t) }
  trace.removeAll()
}

var o = Outer()
addOne(&o.inner.stored)
flush("stored through observed")

addOne(&o.inner.computed)
flush("computed through observed")

addOne(&o[1])
flush("subscript")

addOne(&o.wrapped.computed)
flush("computed through computed")

o.wrapped.stored += 5
flush("compound assignment through computed")

o[0] += o[2]
flush("subscript compound with subscript read")

print(o.inner.stored, o.items)
trace.removeAll()

class Ref {
  var value = 0 {
    didSet { trace.append("Ref.value didSet \(oldValue)->\(value)") }
  }
  var box = Inner()
}
let r = Ref()
addOne(&r.value)
addOne(&r.box.computed)
flush("class properties")

func swapValues(_ a: inout Int, _ b: inout Int) {
  trace.append("swap body")
  (a, b) = (b, a)
}
var pairA = Outer()
var pairB = Outer()
swapValues(&pairA.items[0], &pairB.inner.computed)
flush("two inouts")
print(pairA.items, pairB.inner.stored)

var global = 5 {
  willSet { trace.append("global willSet \(newValue)") }
  didSet { trace.append("global didSet \(oldValue)") }
}
addOne(&global)
global = global * 2
flush("global observed")
print(global)

var dict = ["a": 1]
addOne(&dict["a", default: 0])
addOne(&dict["b", default: 10])
print(dict.sorted { $0.key < $1.key })
var maybe: Int? = 4
addOne(&maybe!)
print(maybe as Any)

// expect: stored through observed:
// expect:   addOne body
// expect:   Outer.inner willSet
// expect:   Outer.inner didSet
// expect: computed through observed:
// expect:   Inner.computed get
// expect:   addOne body
// expect:   Inner.computed set 21
// expect:   Outer.inner willSet
// expect:   Outer.inner didSet
// expect: subscript:
// expect:   Outer[1] get
// expect:   addOne body
// expect:   Outer[1] set 3
// expect: computed through computed:
// expect:   Outer.wrapped get
// expect:   Inner.computed get
// expect:   addOne body
// expect:   Inner.computed set 21
// expect:   Outer.wrapped set
// expect:   Outer.inner willSet
// expect:   Outer.inner didSet
// expect: compound assignment through computed:
// expect:   Outer.wrapped get
// expect:   Outer.wrapped set
// expect:   Outer.inner willSet
// expect:   Outer.inner didSet
// expect: subscript compound with subscript read:
// expect:   Outer[2] get
// expect:   Outer[0] get
// expect:   Outer[0] set 4
// expect: 7 [4, 3, 3]
// expect: class properties:
// expect:   addOne body
// expect:   Ref.value didSet 0->1
// expect:   Inner.computed get
// expect:   addOne body
// expect:   Inner.computed set 11
// expect: two inouts:
// expect:   Inner.computed get
// expect:   swap body
// expect:   Inner.computed set 1
// expect:   Outer.inner willSet
// expect:   Outer.inner didSet
// expect: [10, 2, 3] 0
// expect: global observed:
// expect:   addOne body
// expect:   global willSet 6
// expect:   global didSet 5
// expect:   global willSet 12
// expect:   global didSet 6
// expect: 12
// expect: [(key: "a", value: 2), (key: "b", value: 11)]
// expect: Optional(5)
