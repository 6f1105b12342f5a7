// Compiler test style: generic class hierarchies with overrides dispatched through the generic base
class Store<T> {
  var items: [T] = []
  func add(_ x: T) { items.append(x) }
  func summary() -> String { return "Store of \(items.count)" }
  func label() -> String { return "store" }
}
class IntStore: Store<Int> {
  override func add(_ x: Int) { super.add(x * 2) }
  override func summary() -> String { return "IntStore sum \(items.reduce(0, +))" }
}
class LoggingStore<T>: Store<T> {
  var log: [String] = []
  override func add(_ x: T) {
    log.append("add \(x)")
    super.add(x)
  }
  override func label() -> String { return "logging " + super.label() }
}

func fill<T>(_ s: Store<T>, with xs: [T]) -> String {
  for x in xs { s.add(x) }
  return s.summary() + " / " + s.label()
}
print(fill(Store<Int>(), with: [1, 2]))
print(fill(IntStore(), with: [1, 2, 3]))
let ls = LoggingStore<String>()
print(fill(ls, with: ["a", "b"]))
print(ls.log, ls.items)

let stores: [Store<Int>] = [Store(), IntStore(), LoggingStore()]
for s in stores {
  s.add(5)
  print(type(of: s), s.items, s.label())
}

class Pair<A, B> {
  let a: A; let b: B
  init(_ a: A, _ b: B) { self.a = a; self.b = b }
  func show() -> String { return "(\(a), \(b))" }
}
class Same<A>: Pair<A, A> {
  override func show() -> String { return "same" + super.show() }
}
let p: Pair<Int, Int> = Same(1, 2)
print(p.show(), type(of: p))
// expect: Store of 2 / store
// expect: IntStore sum 12 / store
// expect: Store of 2 / logging store
// expect: ["add a", "add b"] ["a", "b"]
// expect: Store<Int> [5] store
// expect: IntStore [10] store
// expect: LoggingStore<Int> [5] logging store
// expect: same(1, 2) Same<Int>
