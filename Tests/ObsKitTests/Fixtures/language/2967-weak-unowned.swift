// Compiler test style: weak and unowned references breaking strong reference cycles between class instances
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

var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
print(unit4A!.tenant?.name ?? "empty")
john = nil
print("tenant now:", unit4A!.tenant?.name ?? "nil")
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

var jane: Customer? = Customer(name: "Jane")
jane!.card = CreditCard(number: 1234_5678_9012_3456, customer: jane!)
print(jane!.card!.customer.name, jane!.card!.number)
jane = nil
print("end")
// expect: John Appleseed
// expect: John Appleseed is being deinitialized
// expect: tenant now: nil
// expect: Apartment 4A is being deinitialized
// expect: Jane 1234567890123456
// expect: Jane is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: end
