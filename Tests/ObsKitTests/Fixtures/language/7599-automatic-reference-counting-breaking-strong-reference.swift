// Swift book style (Automatic Reference Counting): breaking a strong reference cycle with weak references
class Tenant {
    let name: String
    init(name: String) { self.name = name }
    var apartment: Apartment?
    deinit { print("\(name) is being deinitialized") }
}
class Apartment {
    let unit: String
    init(unit: String) { self.unit = unit }
    weak var tenant: Tenant?
    deinit { print("Apartment \(unit) is being deinitialized") }
}
var john: Tenant? = Tenant(name: "John")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
print(unit4A?.tenant?.name ?? "vacant")
john = nil
print("tenant now:", unit4A?.tenant?.name ?? "vacant")
unit4A = nil
print("done with first pair")

class Node {
    let label: String
    var children: [Node] = []
    weak var parent: Node?
    init(_ label: String) { self.label = label }
    func add(_ child: Node) {
        children.append(child)
        child.parent = self
    }
    var path: String {
        if let p = parent { return p.path + "/" + label }
        return label
    }
    deinit { print("node \(label) freed") }
}
var root: Node? = Node("root")
let leaf = Node("leaf")
do {
    let mid = Node("mid")
    root!.add(mid)
    mid.add(leaf)
}
print(leaf.path)
root = nil
print("parent after release:", leaf.parent?.label ?? "nil")
// expect: John
// expect: John is being deinitialized
// expect: tenant now: vacant
// expect: Apartment 4A is being deinitialized
// expect: done with first pair
// expect: root/mid/leaf
// expect: node root freed
// expect: node mid freed
// expect: parent after release: nil
