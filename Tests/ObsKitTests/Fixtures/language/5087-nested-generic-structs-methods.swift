// Compiler test style (test/Interpreter/generic_struct.swift): nested generic structs and methods
struct Pair<A, B> {
  var first: A
  var second: B
  func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
  func mapFirst<C>(_ f: (A) -> C) -> Pair<C, B> { Pair<C, B>(first: f(first), second: second) }
}

struct Box<T> {
  var value: T
  struct Inner<U> {
    var outer: T
    var inner: U
    func describe() -> String { "Inner(\(outer), \(inner))" }
  }
  func wrap<U>(_ u: U) -> Inner<U> { Inner(outer: value, inner: u) }
}

struct Stack<Element> {
  private var items: [Element] = []
  mutating func push(_ e: Element) { items.append(e) }
  mutating func pop() -> Element? { items.popLast() }
  var top: Element? { items.last }
  var count: Int { items.count }
}

extension Stack where Element: Numeric {
  var sum: Element { items.reduce(0, +) }
}

extension Pair where A == B {
  var same: [A] { [first, second] }
}

let p = Pair(first: 1, second: "one")
print(p.first, p.second)
let q = p.swapped()
print(q.first, q.second)
let r = p.mapFirst { Double($0) * 2.5 }
print(r.first, r.second)
print(Pair(first: 3, second: 4).same)

let b = Box(value: "outer")
print(b.wrap(42).describe())
print(b.wrap([1, 2]).describe())
let nested = Box<Box<Int>>(value: Box(value: 7))
print(nested.value.value)
print(Box<Int>.Inner<String>(outer: 1, inner: "x").describe())

var s = Stack<Int>()
for i in 1...5 { s.push(i * i) }
print(s.count, s.top ?? -1, s.sum)
print(s.pop() ?? -1, s.pop() ?? -1, s.count)
var ss = Stack<String>()
print(ss.pop() as Any, ss.top as Any)
ss.push("a")
print(ss.top ?? "none")

let deep = Pair(first: Pair(first: 1, second: [2, 3]), second: Box(value: Pair(first: "x", second: 4.5)))
print(deep.first.second, deep.second.value.first, deep.second.value.second)
print(type(of: deep.swapped()))

// expect: 1 one
// expect: one 1
// expect: 2.5 one
// expect: [3, 4]
// expect: Inner(outer, 42)
// expect: Inner(outer, [1, 2])
// expect: 7
// expect: Inner(1, x)
// expect: 5 25 55
// expect: 25 16 3
// expect: nil nil
// expect: a
// expect: [2, 3] x 4.5
// expect: Pair<Box<Pair<String, Double>>, Pair<Int, Array<Int>>>
