// Compiler test style: dump() of class instances with inheritance
class Base {
  var id: Int
  init(id: Int) { self.id = id }
}

class Derived: Base {
  var name: String
  init(id: Int, name: String) {
    self.name = name
    super.init(id: id)
  }
}

class Node {
  var value: Int
  var children: [Node]
  init(_ value: Int, _ children: [Node] = []) {
    self.value = value
    self.children = children
  }
}

dump(Base(id: 1))
dump(Derived(id: 2, name: "d"))
let tree = Node(1, [Node(2), Node(3, [Node(4)])])
dump(tree)
let b: Base = Derived(id: 7, name: "as base")
dump(b, name: "b")
dump([Base(id: 8)])
// expect: ▿ main.Base #0
// expect:   - id: 1
// expect: ▿ main.Derived #0
// expect:   ▿ super: main.Base
// expect:     - id: 2
// expect:   - name: "d"
// expect: ▿ main.Node #0
// expect:   - value: 1
// expect:   ▿ children: 2 elements
// expect:     ▿ main.Node #1
// expect:       - value: 2
// expect:       - children: 0 elements
// expect:     ▿ main.Node #2
// expect:       - value: 3
// expect:       ▿ children: 1 element
// expect:         ▿ main.Node #3
// expect:           - value: 4
// expect:           - children: 0 elements
// expect: ▿ b: main.Derived #0
// expect:   ▿ super: main.Base
// expect:     - id: 7
// expect:   - name: "as base"
// expect: ▿ 1 element
// expect:   ▿ main.Base #0
// expect:     - id: 8
