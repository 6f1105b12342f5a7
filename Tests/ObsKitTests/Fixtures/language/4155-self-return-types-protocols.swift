// Compiler test style: Self return types in protocols and classes keep the dynamic type
protocol Copyable {
  func copied() -> Self
}

class Node: Copyable {
  var label: String
  required init(label: String) { self.label = label }
  func copied() -> Self {
    return type(of: self).init(label: label + "'")
  }
}

class SpecialNode: Node {
  var extra = "x"
}

let n = Node(label: "a").copied()
let s = SpecialNode(label: "b").copied()
print(type(of: n), n.label)
print(type(of: s), s.label, s.extra)

let base: Node = SpecialNode(label: "c")
let c = base.copied()
print(type(of: c), c.label)

struct Point: Copyable {
  var x: Int
  func copied() -> Point { return Point(x: x + 1) }
}

func twice<T: Copyable>(_ t: T) -> T { return t.copied().copied() }
print(twice(Point(x: 1)).x)
print(twice(Node(label: "n")).label)
print(type(of: twice(SpecialNode(label: "z") as Node)))

extension Copyable {
  func thrice() -> Self { return copied().copied().copied() }
}
print(Point(x: 0).thrice().x, SpecialNode(label: "q").thrice().label)
// expect: Node a'
// expect: SpecialNode b' x
// expect: SpecialNode c'
// expect: 3
// expect: n''
// expect: SpecialNode
// expect: 3 q'''
