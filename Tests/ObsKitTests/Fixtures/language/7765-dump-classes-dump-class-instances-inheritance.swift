// Blog style (dump classes): dump of class instances and inheritance
class Base {
    var id: Int
    init(id: Int) { self.id = id }
}
class Derived: Base {
    var label: String
    init(id: Int, label: String) { self.label = label; super.init(id: id) }
}
class Node {
    var value: Int
    var next: Node?
    init(_ v: Int, _ n: Node? = nil) { value = v; next = n }
}
dump(Base(id: 1))
dump(Derived(id: 2, label: "two"))
let list = Node(1, Node(2))
dump(list)
let shared = Base(id: 9)
dump([shared, shared])
struct Wrapper { var obj: Base; var n: Int }
dump(Wrapper(obj: shared, n: 0))
// expect: ▿ main.Base #0
// expect:   - id: 1
// expect: ▿ main.Derived #0
// expect:   ▿ super: main.Base
// expect:     - id: 2
// expect:   - label: "two"
// expect: ▿ main.Node #0
// expect:   - value: 1
// expect:   ▿ next: Optional(main.Node)
// expect:     ▿ some: main.Node #1
// expect:       - value: 2
// expect:       - next: nil
// expect: ▿ 2 elements
// expect:   ▿ main.Base #0
// expect:     - id: 9
// expect:   ▿ main.Base #0
// expect: ▿ main.Wrapper
// expect:   ▿ obj: main.Base #0
// expect:     - id: 9
// expect:   - n: 0
