// Book style (Automatic Reference Counting): strong cycles broken with weak and unowned, deinit order and capture lists
class Person {
    let name: String
    init(name: String) { self.name = name; print("\(name) is being initialized") }
    var apartment: Apartment?
    deinit { print("\(name) is being deinitialized") }
}
class Apartment {
    let unit: String
    init(unit: String) { self.unit = unit }
    weak var tenant: Person?
    deinit { print("Apartment \(unit) is being deinitialized") }
}
var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
john = nil
print("tenant after john = nil: \(unit4A!.tenant?.name ?? "nil")")
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
var alice: Customer? = Customer(name: "Alice")
alice!.card = CreditCard(number: 1234_5678_9012_3456, customer: alice!)
print(alice!.card!.customer.name)
alice = nil

class HTMLElement {
    let name: String
    let text: String?
    lazy var asHTML: () -> String = {
        [unowned self] in
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
let heading = HTMLElement(name: "h1")
let defaultText = "some default text"
heading.asHTML = { [unowned heading] in "<\(heading.name)>\(heading.text ?? defaultText)</\(heading.name)>" }
print(heading.asHTML())
paragraph = nil

do {
    let scoped = Person(name: "Scoped")
    let flat = Apartment(unit: "9Z")
    flat.tenant = scoped
    print("inside scope: \(flat.tenant!.name)")
}
print("end")

// expect: John Appleseed is being initialized
// expect: John Appleseed is being deinitialized
// expect: tenant after john = nil: nil
// expect: Apartment 4A is being deinitialized
// expect: Alice
// expect: Alice is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: <p>hello, world</p>
// expect: <h1>some default text</h1>
// expect: p is being deinitialized
// expect: Scoped is being initialized
// expect: inside scope: Scoped
// expect: Apartment 9Z is being deinitialized
// expect: Scoped is being deinitialized
// expect: end
