// Course exercise: breaking a strong reference cycle with a weak property
class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}

class Apartment {
    let unit: String
    weak var tenant: Person?
    init(unit: String) { self.unit = unit }
    deinit { print("Apartment \(unit) is being deinitialized") }
}

var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")

john!.apartment = unit4A
unit4A!.tenant = john

print("tenant of 4A: \(unit4A?.tenant?.name ?? "none")")
print("john lives in \(john?.apartment?.unit ?? "nowhere")")

john = nil
print("after john = nil, tenant: \(unit4A?.tenant?.name ?? "none")")
unit4A = nil

print("-- linked nodes with weak back pointer")
class Node {
    let id: Int
    var next: Node?
    weak var previous: Node?
    init(id: Int) { self.id = id }
    deinit { print("node \(id) freed") }
}

var first: Node? = Node(id: 1)
var second: Node? = Node(id: 2)
first?.next = second
second?.previous = first
print("second.previous = \(second?.previous?.id ?? -1)")
second = nil
print("second still reachable via first: \(first?.next?.id ?? -1)")
first = nil
print("end")

// expect: tenant of 4A: John Appleseed
// expect: john lives in 4A
// expect: John Appleseed is being deinitialized
// expect: after john = nil, tenant: none
// expect: Apartment 4A is being deinitialized
// expect: -- linked nodes with weak back pointer
// expect: second.previous = 1
// expect: second still reachable via first: 2
// expect: node 1 freed
// expect: node 2 freed
// expect: end
