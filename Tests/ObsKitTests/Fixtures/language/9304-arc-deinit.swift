// Automatic Reference Counting: strong, weak, unowned, closures capture lists
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Person {
    let name: String
    init(name: String) {
        self.name = name
        print("\(name) is being initialized")
    }
    var apartment: Apartment?
    deinit { print("\(name) is being deinitialized") }
}
class Apartment {
    let unit: String
    init(unit: String) { self.unit = unit }
    weak var tenant: Person?
    deinit { print("Apartment \(unit) is being deinitialized") }
}
var reference1: Person? = Person(name: "John Appleseed")
var reference2 = reference1
reference1 = nil
print("still alive: \(reference2?.name ?? "nobody")")
reference2 = nil

var john: Person? = Person(name: "John")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
john = nil
print("tenant after john released: \(unit4A?.tenant?.name ?? "none")")
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
    init(number: UInt64, customer: Customer) {
        self.number = number
        self.customer = customer
    }
    deinit { print("Card #\(number) is being deinitialized") }
}
var customer: Customer? = Customer(name: "Ada")
customer!.card = CreditCard(number: 1234_5678_9012_3456, customer: customer!)
print("card owner: \(customer!.card!.customer.name)")
customer = nil

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
    init(name: String, text: String? = nil) {
        self.name = name
        self.text = text
    }
    deinit { print("\(name) is being deinitialized") }
}
var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil
do {
    let br = HTMLElement(name: "br")
    print(br.asHTML())
}
print("end of program")
// expect: John Appleseed is being initialized
// expect: still alive: John Appleseed
// expect: John Appleseed is being deinitialized
// expect: John is being initialized
// expect: John is being deinitialized
// expect: tenant after john released: none
// expect: Apartment 4A is being deinitialized
// expect: card owner: Ada
// expect: Ada is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: <br />
// expect: br is being deinitialized
// expect: end of program
