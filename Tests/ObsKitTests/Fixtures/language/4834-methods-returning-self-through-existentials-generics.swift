// Compiler test style (test/Interpreter/dynamic_self.swift): methods returning Self through existentials, generics and Self.init
protocol Chainable {
  func first() -> Self
  func second() -> Self
}

protocol ClassChainable: AnyObject {
  func first() -> Self
}

func callThroughExistential(_ p: any Chainable) {
  print("before first")
  let p2 = p.first()
  print("between")
  _ = p2.second()
  print("after second: \(type(of: p2))")
}

struct Value: Chainable {
  var n: Int
  func first() -> Value { print("Value.first \(n)"); return Value(n: n + 1) }
  func second() -> Value { print("Value.second \(n)"); return self }
}

class Ref: Chainable, ClassChainable {
  let name: String
  init(name: String) { self.name = name; print("alloc \(name)") }
  deinit { print("free \(name)") }
  func first() -> Self { print("Ref.first \(name)"); return self }
  func second() -> Self { print("Ref.second \(name)"); return self }
}

class SubRef: Ref {}

callThroughExistential(Value(n: 1))
callThroughExistential(Ref(name: "r1"))
callThroughExistential(SubRef(name: "s1"))

func classExistential(_ c: any ClassChainable) {
  let again = c.first()
  print(again === c, type(of: again))
}
classExistential(SubRef(name: "s2"))

print("--- factories")
protocol Makeable { init() }

class Base: Makeable {
  required init() {}
  func fresh() -> Self { return build(type(of: self)) }
  class func named() -> String { return "Base" }
  func clone() -> Self { return Self.init() }
}
class Derived: Base {
  override class func named() -> String { return "Derived" }
}

func build<T: Base>(_ t: T.Type) -> T {
  print("building \(t.named())")
  return T()
}

print(type(of: Base().fresh()))
print(type(of: Derived().fresh()))
print(type(of: (Derived() as Base).fresh()))
print(type(of: (Derived() as Base).clone()))

class Node<T> {
  let tag: Int
  required init(tag: Int) { self.tag = tag }
  func copy() -> Self { return Self.init(tag: tag + 100) }
  var copied: Self { return Self.init(tag: tag + 200) }
  subscript(offset: Int) -> Self { return Self.init(tag: tag + offset) }
}
class IntNode: Node<Int> {
  let extra = "extra"
  override func copy() -> Self {
    let c = super.copy()
    print("IntNode.copy from \(tag) -> \(c.tag)")
    return c
  }
}

print(Node<String>(tag: 1).copy().tag)
print(Node<String>(tag: 1).copied.tag)
print(Node<String>(tag: 1)[41].tag)
let i = IntNode(tag: 5)
print(i.copy().extra)
print(i[3].extra, i[3].tag)
print(type(of: i.copied), i.copied.tag)

class Counter {
  var count = 0
  @discardableResult
  func bump() -> Self { count += 1; return self }
}
class LoudCounter: Counter {
  @discardableResult
  override func bump() -> Self { print("bump"); return super.bump() }
}
let lc = LoudCounter()
lc.bump().bump().bump()
print(lc.count, type(of: lc.bump()))

// expect: before first
// expect: Value.first 1
// expect: between
// expect: Value.second 2
// expect: after second: Value
// expect: alloc r1
// expect: before first
// expect: Ref.first r1
// expect: between
// expect: Ref.second r1
// expect: after second: Ref
// expect: free r1
// expect: alloc s1
// expect: before first
// expect: Ref.first s1
// expect: between
// expect: Ref.second s1
// expect: after second: SubRef
// expect: free s1
// expect: alloc s2
// expect: Ref.first s2
// expect: true SubRef
// expect: free s2
// expect: --- factories
// expect: building Base
// expect: Base
// expect: building Derived
// expect: Derived
// expect: building Derived
// expect: Derived
// expect: Derived
// expect: 101
// expect: 201
// expect: 42
// expect: IntNode.copy from 5 -> 105
// expect: extra
// expect: extra 8
// expect: IntNode 205
// expect: bump
// expect: bump
// expect: bump
// expect: bump
// expect: 3 LoudCounter
