// Swift book, "Automatic Reference Counting": strong reference cycles, weak and unowned references, capture lists in lazy closures, deinit messages
class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) { self.name = name; print("\(name) is being initialized") }
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
print("tenant:", unit4A?.tenant?.name ?? "none")
john = nil
print("tenant after john = nil:", unit4A?.tenant?.name ?? "none")
unit4A = nil

class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}
class CreditCard {
    let number: UInt64
    unowned let customer: Customer
    init(number: UInt64, customer: Customer) { self.number = number; self.customer = customer }
    deinit { print("Card #\(number) is being deinitialized") }
}
do {
    let mia = Customer(name: "Mia")
    mia.card = CreditCard(number: 1234_5678_9012_3456, customer: mia)
    print("card owner:", mia.card!.customer.name)
}
print("after scope")

class HTMLElement {
    let name: String
    let text: String?
    lazy var asHTML: () -> String = { [unowned self] in
        if let text = self.text {
            return "<\(self.name)>\(text)</\(self.name)>"
        } else {
            return "<\(self.name) />"
        }
    }
    init(name: String, text: String? = nil) { self.name = name; self.text = text }
    deinit { print("\(name) is being deinitialized") }
}
var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
let heading = HTMLElement(name: "h1")
let defaultText = "some default text"
heading.asHTML = { "<\(heading.name)>\(heading.text ?? defaultText)</\(heading.name)>" }
print(heading.asHTML())
paragraph = nil

class Node {
    let id: Int
    weak var parent: Node?
    var children: [Node] = []
    init(_ id: Int) { self.id = id }
    func add(_ child: Node) { child.parent = self; children.append(child) }
    deinit { print("node \(id) freed") }
}
var root: Node? = Node(1)
root!.add(Node(2))
root!.add(Node(3))
print("child parent id:", root!.children[1].parent?.id ?? -1)
root = nil
print("done")

// expect: John Appleseed is being initialized
// expect: tenant: John Appleseed
// expect: John Appleseed is being deinitialized
// expect: tenant after john = nil: none
// expect: Apartment 4A is being deinitialized
// expect: card owner: Mia
// expect: Mia is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: after scope
// expect: <p>hello, world</p>
// expect: <h1>some default text</h1>
// expect: p is being deinitialized
// expect: child parent id: 1
// expect: node 1 freed
// expect: node 2 freed
// expect: node 3 freed
// expect: done
