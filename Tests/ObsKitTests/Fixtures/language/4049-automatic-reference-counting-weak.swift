// Swift book style: Automatic Reference Counting: weak references break the Person/Apartment cycle
class Person {
    let name: String
    init(name: String) { self.name = name }
    var apartment: Apartment?
    deinit { print("\(name) is being deinitialized") }
}

class Apartment {
    let unit: String
    init(unit: String) { self.unit = unit }
    weak var tenant: Person?
    deinit { print("Apartment \(unit) is being deinitialized") }
}

var john: Person?
var unit4A: Apartment?

john = Person(name: "John Appleseed")
unit4A = Apartment(unit: "4A")

john!.apartment = unit4A
unit4A!.tenant = john
print("tenant of 4A: \(unit4A?.tenant?.name ?? "nobody")")

john = nil
print("tenant after john = nil: \(unit4A?.tenant?.name ?? "nobody")")
unit4A = nil
print("both released")

var a: Apartment? = Apartment(unit: "7C")
weak var weakRef = a
print("weak ref alive: \(weakRef != nil)")
a = nil
print("weak ref alive after release: \(weakRef != nil)")

class Node {
    let value: Int
    var children: [Node] = []
    weak var parent: Node?
    init(_ value: Int) { self.value = value }
    deinit { print("node \(value) freed") }
    func add(_ child: Node) {
        children.append(child)
        child.parent = self
    }
}

var root: Node? = Node(1)
root!.add(Node(2))
root!.add(Node(3))
let grandchild = Node(4)
root!.children[0].add(grandchild)
print("grandchild parent: \(grandchild.parent?.value ?? -1)")
print("grandparent: \(grandchild.parent?.parent?.value ?? -1)")
root = nil
print("root released, grandchild parent: \(grandchild.parent?.value ?? -1)")
// expect: tenant of 4A: John Appleseed
// expect: John Appleseed is being deinitialized
// expect: tenant after john = nil: nobody
// expect: Apartment 4A is being deinitialized
// expect: both released
// expect: weak ref alive: true
// expect: Apartment 7C is being deinitialized
// expect: weak ref alive after release: false
// expect: grandchild parent: 2
// expect: grandparent: 1
// expect: node 1 freed
// expect: node 2 freed
// expect: node 3 freed
// expect: root released, grandchild parent: -1
