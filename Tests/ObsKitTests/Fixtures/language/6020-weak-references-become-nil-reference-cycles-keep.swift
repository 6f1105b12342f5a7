// Swift Forums style (weak and unowned): weak references become nil, reference cycles keep objects alive
final class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) { self.name = name }
    deinit { print("\(name) deinit") }
}
final class Apartment {
    let unit: String
    weak var tenant: Person?
    init(unit: String) { self.unit = unit }
    deinit { print("apartment \(unit) deinit") }
}

var alice: Person? = Person(name: "Alice")
var unit4: Apartment? = Apartment(unit: "4A")
alice!.apartment = unit4
unit4!.tenant = alice
print("tenant:", unit4!.tenant?.name ?? "none")
alice = nil
print("tenant after alice=nil:", unit4!.tenant?.name ?? "none")
unit4 = nil
print("--")

final class Node {
    let id: Int
    var next: Node?
    init(_ id: Int) { self.id = id }
    deinit { print("node", id, "deinit") }
}
var n1: Node? = Node(1)
var n2: Node? = Node(2)
n1!.next = n2
n2!.next = n1
n1 = nil
n2 = nil
print("cycle: no deinit printed above")
print("--")

final class Customer {
    let name: String
    var card: Card?
    init(name: String) { self.name = name }
    deinit { print("customer", name, "deinit") }
}
final class Card {
    unowned let owner: Customer
    init(owner: Customer) { self.owner = owner }
    deinit { print("card deinit") }
}
var bob: Customer? = Customer(name: "Bob")
bob!.card = Card(owner: bob!)
print("card owner:", bob!.card!.owner.name)
bob = nil
print("--")

weak var weakOnly = Node(99)
print("weak to fresh object:", weakOnly?.id as Any)

var strong: Node? = Node(7)
weak var observer = strong
let closure = { [weak strong] in strong?.id ?? -1 }
print(observer?.id as Any, closure())
strong = nil
print(observer?.id as Any, closure())

// expect: tenant: Alice
// expect: Alice deinit
// expect: tenant after alice=nil: none
// expect: apartment 4A deinit
// expect: --
// expect: cycle: no deinit printed above
// expect: --
// expect: card owner: Bob
// expect: customer Bob deinit
// expect: card deinit
// expect: --
// expect: node 99 deinit
// expect: weak to fresh object: nil
// expect: Optional(7) 7
// expect: node 7 deinit
// expect: nil -1
