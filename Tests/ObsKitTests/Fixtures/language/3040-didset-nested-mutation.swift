// Compiler test style: didSet observers fire on nested property mutation of a struct
struct Inner { var value = 0 }
struct Outer {
  var inner = Inner()
  var list: [Int] = []
}

final class Model {
  var outer = Outer() {
    didSet {
      print("didSet outer: \(oldValue.inner.value) -> \(outer.inner.value), list \(oldValue.list) -> \(outer.list)")
    }
  }
  var name = "m" {
    willSet { print("willSet name to \(newValue)") }
    didSet { print("didSet name from \(oldValue)") }
  }
}

let m = Model()
m.outer.inner.value = 5
m.outer.inner.value += 1
m.outer.list.append(9)
m.outer.list[0] = 8
m.name += "!"
m.name.append("?")
print(m.name)

var observed = [1, 2, 3] {
  didSet { print("array changed: \(oldValue) -> \(observed)") }
}
observed[1] = 20
observed.append(4)
observed.removeAll()
// expect: didSet outer: 0 -> 5, list [] -> []
// expect: didSet outer: 5 -> 6, list [] -> []
// expect: didSet outer: 6 -> 6, list [] -> [9]
// expect: didSet outer: 6 -> 6, list [9] -> [8]
// expect: willSet name to m!
// expect: didSet name from m
// expect: willSet name to m!?
// expect: didSet name from m!
// expect: m!?
// expect: array changed: [1, 2, 3] -> [1, 20, 3]
// expect: array changed: [1, 20, 3] -> [1, 20, 3, 4]
// expect: array changed: [1, 20, 3, 4] -> []
