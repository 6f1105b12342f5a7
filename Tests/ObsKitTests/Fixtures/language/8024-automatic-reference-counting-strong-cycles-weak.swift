// Swift book style (Automatic Reference Counting): strong cycles, weak and unowned references, capture lists
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
var ref1: Person? = Person(name: "Jo Bloggs")
var ref2 = ref1
ref1 = nil
print("still alive: \(ref2!.name)")
ref2 = nil
var jo: Person? = Person(name: "Jo")
var unit4A: Apartment? = Apartment(unit: "4A")
jo!.apartment = unit4A
unit4A!.tenant = jo
jo = nil
print(unit4A!.tenant == nil)
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
var bea: Customer? = Customer(name: "Bea")
bea!.card = CreditCard(number: 1234_5678_9012_3456, customer: bea!)
print(bea!.card!.customer.name)
bea = nil
class HTMLElement {
    let name: String
    let text: String?
    lazy var asHTML: () -> String = { [unowned self] in
        if let text = self.text { return "<\(self.name)>\(text)</\(self.name)>" }
        return "<\(self.name) />"
    }
    init(name: String, text: String? = nil) { self.name = name; self.text = text }
    deinit { print("\(name) is being deinitialized") }
}
var para: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(para!.asHTML())
para = nil
let heading = HTMLElement(name: "h1")
print(heading.asHTML())
// expect: Jo Bloggs is being initialized
// expect: still alive: Jo Bloggs
// expect: Jo Bloggs is being deinitialized
// expect: Jo is being initialized
// expect: Jo is being deinitialized
// expect: true
// expect: Apartment 4A is being deinitialized
// expect: Bea
// expect: Bea is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: <h1 />
