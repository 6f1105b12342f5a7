// Compiler test style: weak references break parent-child cycles, deinit prints
class Parent {
    let name: String
    var children: [Child] = []
    init(name: String) { self.name = name; print("Parent \(name) init") }
    deinit { print("Parent \(name) deinit") }
    func adopt(_ c: Child) {
        children.append(c)
        c.parent = self
    }
}
class Child {
    let name: String
    weak var parent: Parent?
    init(name: String) { self.name = name; print("Child \(name) init") }
    deinit { print("Child \(name) deinit") }
    func describe() -> String {
        if let p = parent { return "\(name) of \(p.name)" }
        return "\(name) orphan"
    }
}

var p: Parent? = Parent(name: "P")
let c1 = Child(name: "c1")
do {
    let c2 = Child(name: "c2")
    p!.adopt(c1)
    p!.adopt(c2)
    print(c2.describe())
}
print(c1.describe())
print("children:", p!.children.count)
p = nil
print("after release")
print(c1.describe())
print(c1.parent == nil)
// expect: Parent P init
// expect: Child c1 init
// expect: Child c2 init
// expect: c2 of P
// expect: c1 of P
// expect: children: 2
// expect: Parent P deinit
// expect: Child c2 deinit
// expect: after release
// expect: c1 orphan
// expect: true
