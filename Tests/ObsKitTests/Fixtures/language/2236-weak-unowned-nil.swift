// Compiler test style: weak references become nil after last strong release; unowned keeps access while alive
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

class Card {
    let number: Int
    unowned let customer: Person
    init(number: Int, customer: Person) { self.number = number; self.customer = customer }
    deinit { print("Card #\(number) is being deinitialized") }
}

var john: Person? = Person(name: "John")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
print("tenant:", unit4A!.tenant?.name ?? "none")

var card: Card? = Card(number: 1234, customer: john!)
print("card owner:", card!.customer.name)
card = nil

weak var observer = john
print("observer before:", observer?.name ?? "nil")
john = nil
print("observer after:", observer?.name ?? "nil")
print("tenant now:", unit4A!.tenant?.name ?? "none")
unit4A = nil

var weakList: [() -> String?] = []
do {
    let temp = Person(name: "Temp")
    weakList.append { [weak temp] in temp?.name }
    print("inside:", weakList[0]() ?? "nil")
}
print("outside:", weakList[0]() ?? "nil")
// expect: tenant: John
// expect: card owner: John
// expect: Card #1234 is being deinitialized
// expect: observer before: John
// expect: John is being deinitialized
// expect: observer after: nil
// expect: tenant now: none
// expect: Apartment 4A is being deinitialized
// expect: inside: Temp
// expect: Temp is being deinitialized
// expect: outside: nil
