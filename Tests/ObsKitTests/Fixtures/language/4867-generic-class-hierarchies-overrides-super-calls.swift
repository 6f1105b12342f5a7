// Compiler test style (test/Interpreter/generic_class.swift): generic class hierarchies, overrides and super calls with type parameters
// known-gap: line 27: expected "(3, 3) symmetric true true", got "(3, 3) symmetric true false"
class Container<T> {
  var items: [T] = []
  init() {}
  init(_ items: [T]) { self.items = items }
  func add(_ item: T) { items.append(item) }
  func describe() -> String { return "Container<\(T.self)>(\(items.count))" }
  func first() -> T? { return items.first }
  class func kind() -> String { return "generic container of \(T.self)" }
}

class IntContainer: Container<Int> {
  override func add(_ item: Int) {
    print("  IntContainer.add \(item)")
    super.add(item * 10)
  }
  override func describe() -> String { return "IntContainer sum=\(items.reduce(0, +)) / " + super.describe() }
  override class func kind() -> String { return "ints! (" + super.kind() + ")" }
}

class Sorted<T: Comparable>: Container<T> {
  override func add(_ item: T) {
    let index = items.firstIndex { $0 > item } ?? items.count
    items.insert(item, at: index)
  }
  override func describe() -> String { return "Sorted\(items)" }
}

class Tagged<T, Tag>: Container<T> {
  let tag: Tag
  init(tag: Tag) { self.tag = tag; super.init() }
  override func describe() -> String { return "Tagged<\(T.self), \(Tag.self)>[\(tag)] " + super.describe() }
}

func fill<T>(_ c: Container<T>, with xs: [T]) -> String {
  for x in xs { c.add(x) }
  return c.describe()
}

print(fill(Container<String>(), with: ["a", "b"]))
print(fill(IntContainer(), with: [1, 2, 3]))
print(fill(Sorted<Int>(), with: [5, 1, 4, 2]))
print(fill(Sorted<String>(), with: ["pear", "apple", "fig"]))
print(fill(Tagged<Double, String>(tag: "t"), with: [1.5]))

let containers: [Container<Int>] = [Container([1]), IntContainer(), Sorted<Int>([9, 8])]
for c in containers {
  c.add(3)
  print(type(of: c), c.describe(), c.first() as Any)
}
print(Container<Int>.kind(), "|", IntContainer.kind(), "|", Sorted<Int>.kind())
let metas: [Container<Int>.Type] = [Container<Int>.self, IntContainer.self, Sorted<Int>.self]
print(metas.map { $0.kind() })

class Node<Value> {
  var value: Value
  var children: [Node<Value>] = []
  init(_ value: Value) { self.value = value }
  func walk(_ visit: (Value, Int) -> Void, depth: Int = 0) {
    visit(value, depth)
    for c in children { c.walk(visit, depth: depth + 1) }
  }
  func map<U>(_ f: (Value) -> U) -> Node<U> {
    let n = Node<U>(f(value))
    n.children = children.map { $0.map(f) }
    return n
  }
}
class NamedNode: Node<String> {
  override func walk(_ visit: (String, Int) -> Void, depth: Int = 0) {
    visit("[named]", depth)
    super.walk(visit, depth: depth)
  }
}
let root = NamedNode("root")
let child = Node("child")
child.children = [Node("grandchild")]
root.children = [child, Node("second")]
root.walk { v, d in print(String(repeating: "  ", count: d) + v) }
let lengths = root.map { $0.count }
lengths.walk { v, d in print(d, v) }
print(type(of: lengths), type(of: root.map { $0 }))

class Pair<A, B> {
  let a: A, b: B
  init(_ a: A, _ b: B) { self.a = a; self.b = b }
  func swapped() -> Pair<B, A> { return Pair<B, A>(b, a) }
  var text: String { return "(\(a), \(b))" }
}
class SamePair<T: Equatable>: Pair<T, T> {
  var isSymmetric: Bool { return a == b }
  override var text: String { return super.text + (isSymmetric ? " symmetric" : "") }
}
let sp = SamePair(2, 2)
print(sp.text, sp.swapped().text, type(of: sp.swapped()))
print(SamePair("x", "y").text, Pair(1, "one").swapped().text)
let asBase: Pair<Int, Int> = SamePair(3, 3)
print(asBase.text, asBase is SamePair<Int>, asBase as? SamePair<String> == nil)

// expect: Container<String>(2)
// expect:   IntContainer.add 1
// expect:   IntContainer.add 2
// expect:   IntContainer.add 3
// expect: IntContainer sum=60 / Container<Int>(3)
// expect: Sorted[1, 2, 4, 5]
// expect: Sorted["apple", "fig", "pear"]
// expect: Tagged<Double, String>[t] Container<Double>(1)
// expect: Container<Int> Container<Int>(2) Optional(1)
// expect:   IntContainer.add 3
// expect: IntContainer IntContainer sum=30 / Container<Int>(1) Optional(30)
// expect: Sorted<Int> Sorted[3, 9, 8] Optional(3)
// expect: generic container of Int | ints! (generic container of Int) | generic container of Int
// expect: ["generic container of Int", "ints! (generic container of Int)", "generic container of Int"]
// expect: [named]
// expect: root
// expect:   child
// expect:     grandchild
// expect:   second
// expect: 0 4
// expect: 1 5
// expect: 2 10
// expect: 1 6
// expect: Node<Int> Node<String>
// expect: (2, 2) symmetric (2, 2) Pair<Int, Int>
// expect: (x, y) (one, 1)
// expect: (3, 3) symmetric true true
