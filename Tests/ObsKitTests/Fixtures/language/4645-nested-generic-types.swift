// Compiler test style: generic types with nested types and their type names
struct Outer<T> {
  struct Inner {
    let value: T
    func show() -> String { "Inner of \(T.self): \(value)" }
  }
  enum State { case empty, full(T) }
  struct Pair<U> {
    let t: T, u: U
  }
  var items: [Inner] = []
  mutating func add(_ t: T) { items.append(Inner(value: t)) }
  var state: State { items.last.map { .full($0.value) } ?? .empty }
}

var o = Outer<Int>()
print(o.state)
o.add(1)
o.add(2)
print(o.items.map { $0.show() })
print(o.state)
let inner = Outer<String>.Inner(value: "s")
print(inner.show())
print(type(of: inner))
let pair = Outer<Int>.Pair(t: 1, u: "u")
print(type(of: pair))
print(Outer<Bool>.State.full(true))
print(type(of: Outer<Bool>.State.empty))

class LinkedList<Element> {
  final class Node {
    var value: Element
    var next: Node?
    init(_ v: Element, next: Node? = nil) { value = v; self.next = next }
  }
  var head: Node?
  func push(_ v: Element) { head = Node(v, next: head) }
  var array: [Element] {
    var out: [Element] = []
    var cur = head
    while let c = cur { out.append(c.value); cur = c.next }
    return out
  }
}
let ll = LinkedList<String>()
ll.push("c"); ll.push("b"); ll.push("a")
print(ll.array)
print(type(of: ll.head!))

extension Outer.Inner where T: Numeric {
  func doubled() -> T { value * 2 }
}
print(Outer<Int>.Inner(value: 21).doubled())
print(Outer<Double>.Inner(value: 1.25).doubled())

enum Tree<V> {
  indirect case node(Tree, V, Tree)
  case leaf
  struct Stats { var count = 0; var depth = 0 }
  func stats() -> Stats {
    switch self {
    case .leaf: return Stats()
    case let .node(l, _, r):
      let a = l.stats(), b = r.stats()
      return Stats(count: a.count + b.count + 1, depth: Swift.max(a.depth, b.depth) + 1)
    }
  }
}
let t: Tree<Int> = .node(.node(.leaf, 1, .leaf), 2, .node(.node(.leaf, 3, .leaf), 4, .leaf))
let st = t.stats()
print(st.count, st.depth)
print(type(of: st))

struct Cache<Key: Hashable, Value> {
  struct Entry: CustomStringConvertible {
    let key: Key, value: Value, hits: Int
    var description: String { "\(key)->\(value) x\(hits)" }
  }
  var entries: [Key: Entry] = [:]
  mutating func put(_ k: Key, _ v: Value) { entries[k] = Entry(key: k, value: v, hits: 0) }
  mutating func get(_ k: Key) -> Value? {
    guard let e = entries[k] else { return nil }
    entries[k] = Entry(key: k, value: e.value, hits: e.hits + 1)
    return e.value
  }
}
var cache = Cache<String, Int>()
cache.put("a", 1)
_ = cache.get("a"); _ = cache.get("a"); _ = cache.get("b")
print(cache.entries["a"]!)
print(type(of: cache.entries["a"]!))

// expect: empty
// expect: ["Inner of Int: 1", "Inner of Int: 2"]
// expect: full(2)
// expect: Inner of String: s
// expect: Inner
// expect: Pair<String>
// expect: full(true)
// expect: State
// expect: ["a", "b", "c"]
// expect: Node
// expect: 42
// expect: 2.5
// expect: 4 3
// expect: Stats
// expect: a->1 x2
// expect: Entry
